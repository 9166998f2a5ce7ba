#include "evaluation_budget.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __APPLE__
#include <malloc/malloc.h>
#define LOCATORLAB_USABLE_SIZE(pointer) malloc_size(pointer)
#else
#include <malloc.h>
#define LOCATORLAB_USABLE_SIZE(pointer) malloc_usable_size(pointer)
#endif

#if defined(__GLIBC__) && defined(__x86_64__)
#define LOCATORLAB_GLIBC_CHUNKS 1
#endif

/* Allocations between two looks at the clock: about every 64, a few
   microseconds of libxml2 work apart. */
#define LOCATORLAB_ALLOCATIONS_PER_CLOCK_READ 64

/* The one per-thread budget pointer of the process (see the header). In C
   because the allocator functions read it on every libxml2 allocation: a
   thread-local read instead of pthread_getspecific, and no Swift thunk
   (together 15-20% of evaluating `//*[@name]`). */
static _Thread_local struct locatorlab_budget *locatorlab_budget_current;

unsigned long long locatorlab_budget_now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (unsigned long long)time.tv_sec * 1000000000ULL + (unsigned long long)time.tv_nsec;
}

void locatorlab_budget_start(struct locatorlab_budget *budget, unsigned long long deadline, long long memory_limit) {
    budget->deadline = deadline;
    budget->room = memory_limit;
    budget->countdown = LOCATORLAB_ALLOCATIONS_PER_CLOCK_READ;
    budget->exceeded = 0;
}

void locatorlab_budget_stop(struct locatorlab_budget *budget, int reason) {
    if (budget->exceeded) return;
    budget->exceeded = reason;
    /* No size fits in it: every later allocation takes the slow path and fails. */
    budget->room = LLONG_MIN;
}

struct locatorlab_budget *locatorlab_budget_swap(struct locatorlab_budget *next) {
    struct locatorlab_budget *previous = locatorlab_budget_current;
    locatorlab_budget_current = next;
    return previous;
}

struct locatorlab_budget *locatorlab_budget_active(void) {
    return locatorlab_budget_current;
}

#ifdef LOCATORLAB_GLIBC_CHUNKS
/* Whether the allocator behind malloc keeps glibc's chunk header: the size
   word just before the pointer (`mchunk_size` in glibc's malloc.c), whose
   low three bits are flags. Set once by locatorlab_budget_prepare, after
   checking it against malloc_usable_size; any other allocator (an
   LD_PRELOADed jemalloc, say) leaves it 0 and the call is made instead. */
static int locatorlab_chunk_sizes_readable;

/* The size word of the chunk holding `pointer`. */
static inline size_t chunk_word(const void *pointer) {
    const size_t *words = pointer;
    /* The word is outside the block as C sees it: right after malloc the
       compiler may take the read for undefined and fold it to a constant
       (clang did, and the check below then always failed). The empty asm
       hides where the pointer came from. */
    __asm__("" : "+r"(words));
    return words[-1];
}

/* The size of the chunk holding `pointer`, its header word included. */
static inline long long chunk_size(const void *pointer) {
    return (long long)(chunk_word(pointer) & ~(size_t)7);
}
#endif

/* The bytes an allocation holds as the budget counts them, the same when
   it is made and when it is released. Asked on every allocation and
   release of an evaluation: malloc_usable_size costs a call and reads the
   next chunk's header too (glibc's `inuse`), about a third of what the
   budget cost `//*[@name]`, so glibc's size word is read where it is known
   to be there (the chunk's size: the block and its header, what it takes
   from the heap). */
static inline long long held_by(void *pointer) {
#ifdef LOCATORLAB_GLIBC_CHUNKS
    if (locatorlab_chunk_sizes_readable) return chunk_size(pointer);
#endif
    return (long long)LOCATORLAB_USABLE_SIZE(pointer);
}

void locatorlab_budget_prepare(void) {
#ifdef LOCATORLAB_GLIBC_CHUNKS
    /* Small, bin-sized, large and mapped (past glibc's 128 KiB threshold):
       glibc's malloc_usable_size is the chunk size less one header word, or
       less two for a chunk of its own mapping (flag 2). */
    static const size_t sizes[] = {1, 24, 25, 100, 1000, 5000, 70000, 200000, 4 << 20};
    int readable = 1;
    for (size_t index = 0; index < sizeof sizes / sizeof sizes[0] && readable; index++) {
        void *pointer = malloc(sizes[index]);
        if (!pointer) return;
        long long header = (chunk_word(pointer) & 2) ? 16 : 8;
        readable = chunk_size(pointer) - header == (long long)malloc_usable_size(pointer);
        free(pointer);
    }
    locatorlab_chunk_sizes_readable = readable;
#endif
}

/* The slow path of an allocation of `size` within the budget: time for a
   look at the clock, or no room (or the budget already stopped). Whether
   the allocation may go ahead. */
static int allows_after_checks(struct locatorlab_budget *budget, long long size) {
    if (budget->exceeded) return 0;
    if (budget->countdown <= 0) {
        budget->countdown = LOCATORLAB_ALLOCATIONS_PER_CLOCK_READ;
        if (locatorlab_budget_now() > budget->deadline) {
            locatorlab_budget_stop(budget, 1);
            return 0;
        }
    }
    if (size > budget->room) {
        locatorlab_budget_stop(budget, 2);
        return 0;
    }
    return 1;
}

/* One compare and one countdown on the common path. */
static inline int allows(struct locatorlab_budget *budget, long long size) {
    if (__builtin_expect(--budget->countdown > 0 && size <= budget->room, 1)) return 1;
    return allows_after_checks(budget, size);
}

void *locatorlab_budget_malloc(size_t size) {
    struct locatorlab_budget *budget = locatorlab_budget_current;
    if (!budget) return malloc(size);
    if (!allows(budget, (long long)size)) return NULL;
    void *pointer = malloc(size);
    if (pointer) budget->room -= held_by(pointer);
    return pointer;
}

void *locatorlab_budget_realloc(void *old, size_t size) {
    struct locatorlab_budget *budget = locatorlab_budget_current;
    if (!budget) return realloc(old, size);
    long long before = old ? held_by(old) : 0;
    long long growth = (long long)size - before;
    if (!allows(budget, growth > 0 ? growth : 0)) return NULL;
    void *pointer = realloc(old, size);
    if (pointer) budget->room -= held_by(pointer) - before;
    return pointer;
}

void locatorlab_budget_free(void *pointer) {
    if (!pointer) return;
    struct locatorlab_budget *budget = locatorlab_budget_current;
    /* A stopped budget's room stays far below any size (LLONG_MIN plus what
       is released). */
    if (budget) budget->room += held_by(pointer);
    free(pointer);
}

char *locatorlab_budget_strdup(const char *string) {
    if (!string) return NULL;
    size_t length = strlen(string) + 1;
    char *copy = locatorlab_budget_malloc(length);
    if (copy) memcpy(copy, string, length);
    return copy;
}
