/* A relative jump table, as glibc's vfprintf builds one: label
   differences from a base label, added back to the base at each jump.
   Specialization holds no number for `&&a - &&b`: the table is left to
   the residual program's initializer, and the jumps happen at run time. */
int classify(int weight, const char *s, int *out) {
    static const int offsets[] = {&&other - &&other, &&alpha - &&other, &&digit - &&other,
                                  &&end - &&other};
    int letters = 0, digits = 0, others = 0;
    const char *p = s;
next : {
    unsigned char c = (unsigned char)*p++;
    int k = c == 0                            ? 3
            : (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ? 1
            : c >= '0' && c <= '9'            ? 2
                                              : 0;
    goto *(&&other + offsets[k]);
}
alpha:
    letters += weight;
    goto next;
digit:
    digits += weight * 2;
    goto next;
other:
    others++;
    goto next;
end:
    out[0] = letters;
    out[1] = digits;
    out[2] = others;
    return (int)(p - s);
}
