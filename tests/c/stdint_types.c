/* stdint.h exact-width, least, fast and pointer-sized types, with their limits
   and the inttypes.h printf macros. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

static uint32_t crc32(const uint8_t *data, size_t n) {
    uint32_t crc = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        crc ^= data[i];
        for (int k = 0; k < 8; k++) {
            uint32_t mask = -(crc & 1u);
            crc = (crc >> 1) ^ (0xedb88320u & mask);
        }
    }
    return ~crc;
}

static uint64_t splitmix(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

int main(void) {
    int8_t i8 = INT8_MIN;
    uint8_t u8 = UINT8_MAX;
    int16_t i16 = INT16_MIN;
    uint16_t u16 = UINT16_MAX;
    int32_t i32 = INT32_MIN;
    uint32_t u32 = UINT32_MAX;
    int64_t i64 = INT64_MIN;
    uint64_t u64 = UINT64_MAX;
    printf("%" PRId8 " %" PRIu8 " %" PRId16 " %" PRIu16 "\n", i8, u8, i16, u16);
    printf("%" PRId32 " %" PRIu32 " %" PRId64 " %" PRIu64 "\n", i32, u32, i64, u64);
    printf("%" PRIx32 " %" PRIX64 "\n", u32, u64);
    u8++;
    u16 += 2;
    u32 += 3;
    u64 += 4;
    printf("wrapped: %u %u %" PRIu32 " %" PRIu64 "\n", u8, u16, u32, u64);
    int_least16_t l16 = 1000;
    int_fast32_t f32 = 100000;
    uint_fast8_t f8 = 200;
    intmax_t im = INTMAX_MAX;
    uintmax_t um = UINTMAX_MAX;
    printf("least %d fast %ld fast8 %u max %jd umax %ju\n", (int)l16, (long)f32, (unsigned)f8, im,
           um);
    int arr[4];
    uintptr_t a0 = (uintptr_t)&arr[0];
    uintptr_t a3 = (uintptr_t)&arr[3];
    intptr_t diff = (intptr_t)(a3 - a0);
    printf("pointer difference in bytes: %ld\n", (long)diff);
    const char *msg = "The quick brown fox jumps over the lazy dog";
    size_t len = 0;
    while (msg[len]) {
        len++;
    }
    printf("crc32 = %08" PRIx32 "\n", crc32((const uint8_t *)msg, len));
    uint64_t state = 1;
    for (int i = 0; i < 3; i++) {
        printf("splitmix %016" PRIx64 "\n", splitmix(&state));
    }
    printf("SIZE_MAX = %zu, PTRDIFF_MAX = %td\n", SIZE_MAX, PTRDIFF_MAX);
    printf("INT8_C(-5) = %d, UINT64_C(1) << 63 = %" PRIu64 "\n", INT8_C(-5), UINT64_C(1) << 63);
    return 0;
}
