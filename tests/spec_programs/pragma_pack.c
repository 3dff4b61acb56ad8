/* Structs laid out under #pragma pack: pack(1) puts the members at every
   byte; pack(8) lowers no alignment here and changes nothing. Records read
   at run-time indexes must see the packed layout. */
#pragma pack(push, 1)
struct wire {
    char kind;
    int value;
    short port;
};
#pragma pack(pop)

#pragma pack(8)
struct plain {
    char kind;
    int value;
};
#pragma pack()

int total(const struct wire *w, int n, int i) {
    struct plain p = {w[i].kind, w[i].value};
    int sum = (int)sizeof(struct wire) * 1000 + (int)sizeof(struct plain) * 100;
    for (int k = 0; k < n; k++)
        sum += w[k].value * (k + 1) + w[k].port;
    return sum + p.kind + p.value;
}
