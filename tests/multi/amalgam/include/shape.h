/* The public header; amalgam.c carries a copy of it, as sqlite3.c does. */
struct shape {
    int kind;
    struct point { int x, y; } corner;
    double size;
};
double area(const struct shape *s);
