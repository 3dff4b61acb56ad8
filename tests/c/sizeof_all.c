/* sizeof applied to types, expressions, arrays, structs (with padding),
   pointers and strings; sizeof does not evaluate its operand. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct padded {
    char c;
    int i;
    char d;
};

struct packed_well {
    int i;
    char c;
    char d;
};

struct with_double {
    char c;
    double d;
};

struct with_array {
    short s[3];
    char c;
};

struct nested {
    struct padded p;
    char tail;
};

int main(void) {
    printf("char %zu short %zu int %zu long %zu long long %zu\n", sizeof(char), sizeof(short),
           sizeof(int), sizeof(long), sizeof(long long));
    printf("float %zu double %zu long double %zu _Bool %zu\n", sizeof(float), sizeof(double),
           sizeof(long double), sizeof(_Bool));
    printf("void* %zu char* %zu int** %zu size_t %zu ptrdiff_t %zu\n", sizeof(void *),
           sizeof(char *), sizeof(int **), sizeof(size_t), sizeof(ptrdiff_t));
    printf("int8 %zu int16 %zu int32 %zu int64 %zu intptr %zu\n", sizeof(int8_t),
           sizeof(int16_t), sizeof(int32_t), sizeof(int64_t), sizeof(intptr_t));
    printf("padded %zu packed_well %zu with_double %zu with_array %zu nested %zu\n",
           sizeof(struct padded), sizeof(struct packed_well), sizeof(struct with_double),
           sizeof(struct with_array), sizeof(struct nested));
    printf("offsets: padded.i %zu padded.d %zu with_double.d %zu nested.tail %zu\n",
           offsetof(struct padded, i), offsetof(struct padded, d),
           offsetof(struct with_double, d), offsetof(struct nested, tail));
    int arr[17];
    double darr[3][5];
    struct padded parr[4];
    printf("arr %zu arr[0] %zu count %zu\n", sizeof arr, sizeof arr[0],
           sizeof arr / sizeof arr[0]);
    printf("darr %zu darr[1] %zu darr[1][2] %zu\n", sizeof darr, sizeof darr[1],
           sizeof darr[1][2]);
    printf("parr %zu parr[0].c %zu\n", sizeof parr, sizeof parr[0].c);
    printf("\"hello\" %zu, 'x' %zu, 1.5f %zu, 1.5 %zu\n", sizeof "hello", sizeof 'x',
           sizeof 1.5f, sizeof 1.5);
    int *p = arr;
    printf("p %zu *p %zu &arr %zu *&arr %zu\n", sizeof p, sizeof *p, sizeof &arr,
           sizeof *&arr);
    int n = 5;
    size_t s = sizeof(n++);
    printf("sizeof(n++) = %zu and n is still %d\n", s, n);
    char c = 'a';
    printf("sizeof c %zu, sizeof(c + c) %zu, sizeof(c = 1) %zu, c = %c\n", sizeof c,
           sizeof(c + c), sizeof(c = 1), c);
    short sh = 1;
    long lo = 2;
    printf("sizeof(sh * sh) %zu, sizeof(sh + lo) %zu, sizeof(1 ? sh : lo) %zu\n",
           sizeof(sh * sh), sizeof(sh + lo), sizeof(1 ? sh : lo));
    printf("sizeof(arr + 0) %zu, sizeof(&arr[0]) %zu\n", sizeof(arr + 0), sizeof(&arr[0]));
    return 0;
}
