// SHA-256's compression function on x86-64's SHA extensions (SHA-NI). The intrinsics are compiled for this one
// function with `target("sha,sse4.1")`, so the rest of the build needs no flags, and the function runs only after
// CPUID said the instructions are there.

#include "stretchy_digest.h"

#include <stdlib.h>

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>

static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static int detected = -1;

static int detect(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int ssse3 = (ecx >> 9) & 1;
    int sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}

int stretchy_sha256_has_sha_extensions(void) {
    // A race between two first calls is harmless: both store the same answer.
    int answer = __atomic_load_n(&detected, __ATOMIC_RELAXED);
    if (answer < 0) {
        answer = detect();
        __atomic_store_n(&detected, answer, __ATOMIC_RELAXED);
    }
    return answer;
}

// Four rounds: the message words `m` (W[4g] to W[4g+3]) plus their constants, two rounds per sha256rnds2.
#define ROUNDS(group, m)                                                                        \
    do {                                                                                        \
        __m128i wk = _mm_add_epi32((m), _mm_loadu_si128((const __m128i *)&round_constants[4 * (group)])); \
        cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);                                           \
        abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(wk, 0x0E));                  \
    } while (0)

// The next four message words from the last sixteen: w16 holds W[t-16..t-13] and receives W[t..t+3].
#define SCHEDULE(w16, w12, w8, w4) \
    (w16) = _mm_sha256msg2_epu32(_mm_add_epi32(_mm_sha256msg1_epu32((w16), (w12)), _mm_alignr_epi8((w4), (w8), 4)), (w4))

__attribute__((target("sha,sse4.1"))) static void compress(uint32_t *state, const uint8_t *blocks, size_t count) {
    // Big-endian words: reverse the bytes of each 32-bit lane.
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);

    // sha256rnds2 keeps the state as ABEF and CDGH.
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);

    for (size_t index = 0; index < count; index++, blocks += 64) {
        __m128i abef_before = abef;
        __m128i cdgh_before = cdgh;

        __m128i m0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 0)), byte_swap);
        ROUNDS(0, m0);
        __m128i m1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16)), byte_swap);
        ROUNDS(1, m1);
        __m128i m2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 32)), byte_swap);
        ROUNDS(2, m2);
        __m128i m3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 48)), byte_swap);
        ROUNDS(3, m3);

        SCHEDULE(m0, m1, m2, m3);
        ROUNDS(4, m0);
        SCHEDULE(m1, m2, m3, m0);
        ROUNDS(5, m1);
        SCHEDULE(m2, m3, m0, m1);
        ROUNDS(6, m2);
        SCHEDULE(m3, m0, m1, m2);
        ROUNDS(7, m3);
        SCHEDULE(m0, m1, m2, m3);
        ROUNDS(8, m0);
        SCHEDULE(m1, m2, m3, m0);
        ROUNDS(9, m1);
        SCHEDULE(m2, m3, m0, m1);
        ROUNDS(10, m2);
        SCHEDULE(m3, m0, m1, m2);
        ROUNDS(11, m3);
        SCHEDULE(m0, m1, m2, m3);
        ROUNDS(12, m0);
        SCHEDULE(m1, m2, m3, m0);
        ROUNDS(13, m1);
        SCHEDULE(m2, m3, m0, m1);
        ROUNDS(14, m2);
        SCHEDULE(m3, m0, m1, m2);
        ROUNDS(15, m3);

        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

void stretchy_sha256_compress_sha_extensions(uint32_t *state, const uint8_t *blocks, size_t count) {
    if (stretchy_sha256_has_sha_extensions() != 1) abort();
    compress(state, blocks, count);
}

#else

int stretchy_sha256_has_sha_extensions(void) { return 0; }

void stretchy_sha256_compress_sha_extensions(uint32_t *state, const uint8_t *blocks, size_t count) {
    (void)state;
    (void)blocks;
    (void)count;
    abort();
}

#endif
