extern const char *const signs[];
static const char *const units[] = {"one", "two", "three"};
const char *last_sign;
const char *last_unit;

const char *unit_name(int n) { return units[n - 1]; }

int classify(int n, int x) {
    last_sign = signs[x >= 0 ? 1 : 0];
    last_unit = units[n - 1];
    return n * x;
}
