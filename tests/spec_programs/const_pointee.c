/* A static struct array reached through a pointer to const, copied into
 * dynamic memory: the residual program holds the array in a variable
 * that residual code assigns, so it must not be const. */
struct pt {
    int x;
    double y;
};

struct pt s[2];

double f(const struct pt *p, int n) {
    s[n & 1] = p[0];
    s[(n + 1) & 1] = p[1];
    return s[0].y + s[1].x + n;
}

int main(void) {
    static const struct pt v[2] = {{1, 2.5}, {3, -0.25}};
    return f(v, 3) > 0 ? 0 : 1;
}
