/* Arrays of structs, nested structs, structs containing arrays. */
#include <stdio.h>
#include <string.h>

struct date {
    int year;
    unsigned char month;
    unsigned char day;
};

struct person {
    char name[16];
    struct date born;
    double height;
    int scores[3];
};

static struct person people[] = {
    {"Ada", {1815, 12, 10}, 1.65, {90, 85, 99}},
    {"Alan", {1912, 6, 23}, 1.75, {88, 92, 95}},
    {"Grace", {1906, 12, 9}, 1.60, {91, 79, 87}},
    {"Edsger", {1930, 5, 11}, 1.80, {99, 98, 97}},
};

#define NPEOPLE ((int)(sizeof people / sizeof people[0]))

static int total_score(const struct person *p) {
    int t = 0;
    for (int i = 0; i < 3; i++) {
        t += p->scores[i];
    }
    return t;
}

static const struct person *oldest(void) {
    const struct person *best = &people[0];
    for (int i = 1; i < NPEOPLE; i++) {
        const struct date *d = &people[i].born;
        if (d->year < best->born.year ||
            (d->year == best->born.year && d->month < best->born.month)) {
            best = &people[i];
        }
    }
    return best;
}

struct rect {
    struct {
        int x, y;
    } corner[2];
};

int main(void) {
    for (int i = 0; i < NPEOPLE; i++) {
        struct person *p = &people[i];
        printf("%-7s %04d-%02d-%02d %.2f total %d\n", p->name, p->born.year, p->born.month,
               p->born.day, p->height, total_score(p));
    }
    printf("oldest: %s\n", oldest()->name);
    people[2].scores[1] += 20;
    strcpy(people[1].name, "Turing");
    printf("%s %d\n", people[1].name, total_score(&people[2]));

    struct rect r[2];
    for (int i = 0; i < 2; i++) {
        for (int k = 0; k < 2; k++) {
            r[i].corner[k].x = i * 10 + k;
            r[i].corner[k].y = -(i * 10 + k);
        }
    }
    int area = (r[1].corner[1].x - r[0].corner[0].x) * (r[0].corner[0].y - r[1].corner[1].y);
    printf("area = %d\n", area);
    printf("sizeof(struct date) = %d, sizeof(struct person) = %d, sizeof people = %d\n",
           (int)sizeof(struct date), (int)sizeof(struct person), (int)sizeof people);
    struct date dates[3] = {{2000, 1, 1}, {1999, 12, 31}};
    printf("dates[2] = %d-%d-%d\n", dates[2].year, dates[2].month, dates[2].day);
    return 0;
}
