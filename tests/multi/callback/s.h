#ifndef S_H
#define S_H
extern int shared;             /* other.c */
extern const int limit;        /* other.c */
extern const int table[4];     /* other.c */
void bump_level(void);          /* unit.c: changes the unit's private level */
int get_level(void);            /* unit.c */
void external_work(int x);      /* other.c: calls bump_level() and writes shared */
int goal(int mode, int x);      /* unit.c */
#endif
