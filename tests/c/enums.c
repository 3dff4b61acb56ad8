/* Enumerations: implicit and explicit values, negative values, comparisons,
   enums in switches and as array indices. */
#include <stdio.h>

enum color { RED, GREEN, BLUE, NCOLORS };
enum level { LOW = -10, MID = 0, HIGH = 10, HIGHER, TOP = HIGH * 3 };
enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2 };
typedef enum { NORTH, EAST, SOUTH, WEST } direction;

static const char *color_names[NCOLORS] = {"red", "green", "blue"};

static direction turn_right(direction d) { return (direction)((d + 1) % 4); }

static const char *level_name(enum level l) {
    switch (l) {
    case LOW:
        return "low";
    case MID:
        return "mid";
    case HIGH:
        return "high";
    case HIGHER:
        return "higher";
    case TOP:
        return "top";
    }
    return "?";
}

int main(void) {
    for (enum color c = RED; c < NCOLORS; c++) {
        printf("%d %s\n", c, color_names[c]);
    }
    printf("LOW=%d MID=%d HIGH=%d HIGHER=%d TOP=%d\n", LOW, MID, HIGH, HIGHER, TOP);
    enum level levels[] = {TOP, LOW, HIGHER, MID, HIGH};
    for (int i = 0; i < 5; i++) {
        printf("%s%s", level_name(levels[i]), i < 4 ? " " : "\n");
    }
    enum level l = LOW;
    printf("LOW < MID: %d, LOW < 0: %d\n", l < MID, l < 0);
    /* An enum with a negative value compared with unsigned after an explicit cast. */
    unsigned u = 5;
    printf("(unsigned)LOW > u: %d, (int)LOW < (int)u: %d\n", (unsigned)l > u, (int)l < (int)u);
    long long wide = LOW;
    printf("LOW as long long: %lld\n", wide);

    int perms = F_READ | F_EXEC;
    printf("perms=%d read=%d write=%d exec=%d\n", perms, (perms & F_READ) != 0,
           (perms & F_WRITE) != 0, (perms & F_EXEC) != 0);

    direction d = NORTH;
    for (int i = 0; i < 6; i++) {
        printf("%d", d);
        d = turn_right(d);
    }
    printf("\n");
    printf("sizeof(enum color) = %d\n", (int)sizeof(enum color));
    enum color c2 = BLUE;
    c2 = (enum color)(c2 - 1);
    printf("c2 = %s\n", color_names[c2]);
    return 0;
}
