#ifndef STRETCHY_DIGEST_H
#define STRETCHY_DIGEST_H

// SHA-256's compression function on the CPU's SHA extensions (x86-64 SHA-NI), for StretchyReplay's SHA256. The
// portable compression function is the Swift one in Sources/StretchyReplay/Digest/SHA256.swift.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when this CPU runs SHA-256's instructions (x86-64: CPUID leaf 7 EBX bit 29, "sha_ni", with SSSE3 and SSE4.1),
/// 0 otherwise and on every other architecture. Asks the CPU once; later calls return the answer kept.
int stretchy_sha256_has_sha_extensions(void);

/// Compresses `count` whole 64-byte blocks into `state` (the eight words a to h, in order, as FIPS 180-4 numbers
/// them) with the SHA extensions. Call it only when `stretchy_sha256_has_sha_extensions()` returned 1; elsewhere it
/// aborts. `blocks` needs no alignment.
void stretchy_sha256_compress_sha_extensions(
    uint32_t *_Nonnull state, const uint8_t *_Nonnull blocks, size_t count);

#ifdef __cplusplus
}
#endif

#endif
