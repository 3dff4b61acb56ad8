/* gcc's extension: a static object's initializer gives its flexible
   array member elements, and the object is as large as they need. */
struct msg {
    int n;
    int data[];
};

static struct msg weights = {3, {10, 20, 30}};

int weigh(int k, int d)
{
    int s = 0;
    for (int i = 0; i < weights.n; i++)
        s += weights.data[i] * k;
    return s + d;
}
