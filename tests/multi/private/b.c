struct item {
    double y;
    int z;
};
static struct item it = {1.5, 7};
int from_b(void) { return (int)(it.y * 2) + it.z; }
