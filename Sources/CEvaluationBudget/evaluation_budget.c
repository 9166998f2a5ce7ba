#include "evaluation_budget.h"

#include <limits.h>
#include <stdatomic.h>
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
   (together 15-20% of evaluating `//\*[@name]`, its star escaped in these
   C comments). Initial-exec on ELF: the code is position-independent,
   so the default model asks __tls_get_addr, and the allocator functions
   kept a frame and saved registers around that call even where the
   linker had replaced it by a plain read. */
#ifdef __ELF__
#define LOCATORLAB_INITIAL_EXEC __attribute__((tls_model("initial-exec")))
#else
#define LOCATORLAB_INITIAL_EXEC
#endif
static _Thread_local struct locatorlab_budget *locatorlab_budget_current LOCATORLAB_INITIAL_EXEC;

/* The clock of every budget: Linux's coarse monotonic clock (elsewhere the
   precise one), the time of the last scheduler tick (4 ms apart at
   250 Hz), read without the timestamp counter in 6 ns instead of 27 ns.
   Each evaluation reads it once to start, which was 1% of a 3 µs absolute
   path, and `//\*[@name]` on 10,000 elements about 270 times more (every
   64 allocations), 0.6% of it. A limit is then kept to within a tick,
   small beside limits of tenths of seconds and more. */
#ifdef CLOCK_MONOTONIC_COARSE
#define LOCATORLAB_BUDGET_CLOCK CLOCK_MONOTONIC_COARSE
#else
#define LOCATORLAB_BUDGET_CLOCK CLOCK_MONOTONIC
#endif

unsigned long long locatorlab_budget_now(void) {
    struct timespec time;
    clock_gettime(LOCATORLAB_BUDGET_CLOCK, &time);
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

/* How the allocator functions below read the bytes an allocation holds:
   glibc's size word, or by asking the allocator. A constant argument of the
   always-inlined bodies, so that each set of functions has its reading
   built in instead of testing a flag on every allocation and release
   (two of the dozen or so instructions the budget adds to each). */
enum size_reading { ASK_ALLOCATOR, READ_CHUNK_WORD };

/* The bytes an allocation holds as the budget counts them, the same when
   it is made and when it is released. Asked on every allocation and
   release of an evaluation: malloc_usable_size costs a call and reads the
   next chunk's header too (glibc's `inuse`), about a third of what the
   budget cost `//\*[@name]`, so glibc's size word is read where it is known
   to be there (the chunk's size: the block and its header, what it takes
   from the heap). */
static inline __attribute__((always_inline)) long long held_by(void *pointer, enum size_reading reading) {
#ifdef LOCATORLAB_GLIBC_CHUNKS
    if (reading == READ_CHUNK_WORD) return chunk_size(pointer);
#else
    (void)reading;
#endif
    return (long long)LOCATORLAB_USABLE_SIZE(pointer);
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
static inline __attribute__((always_inline)) int allows(struct locatorlab_budget *budget, long long size) {
    if (__builtin_expect(--budget->countdown > 0 && size <= budget->room, 1)) return 1;
    return allows_after_checks(budget, size);
}

static inline __attribute__((always_inline)) void *budget_malloc(size_t size, enum size_reading reading) {
    struct locatorlab_budget *budget = locatorlab_budget_current;
    if (!budget) return malloc(size);
    if (!allows(budget, (long long)size)) return NULL;
    void *pointer = malloc(size);
    if (pointer) budget->room -= held_by(pointer, reading);
    return pointer;
}

static inline __attribute__((always_inline)) void *budget_realloc(void *old, size_t size, enum size_reading reading) {
    struct locatorlab_budget *budget = locatorlab_budget_current;
    if (!budget) return realloc(old, size);
    long long before = old ? held_by(old, reading) : 0;
    long long growth = (long long)size - before;
    if (!allows(budget, growth > 0 ? growth : 0)) return NULL;
    void *pointer = realloc(old, size);
    if (pointer) budget->room -= held_by(pointer, reading) - before;
    return pointer;
}

static inline __attribute__((always_inline)) void budget_free(void *pointer, enum size_reading reading) {
    struct locatorlab_budget *budget = locatorlab_budget_current;
    /* A stopped budget's room stays far below any size (LLONG_MIN plus what
       is released). free(NULL) does nothing, and releases nothing. */
    if (budget && pointer) budget->room += held_by(pointer, reading);
    free(pointer);
}

static inline __attribute__((always_inline)) char *budget_strdup(const char *string, enum size_reading reading) {
    if (!string) return NULL;
    size_t length = strlen(string) + 1;
    char *copy = budget_malloc(length, reading);
    if (copy) memcpy(copy, string, length);
    return copy;
}

static void free_asking(void *pointer) { budget_free(pointer, ASK_ALLOCATOR); }
static void *malloc_asking(size_t size) { return budget_malloc(size, ASK_ALLOCATOR); }
static void *realloc_asking(void *old, size_t size) { return budget_realloc(old, size, ASK_ALLOCATOR); }
static char *strdup_asking(const char *string) { return budget_strdup(string, ASK_ALLOCATOR); }

#ifdef LOCATORLAB_GLIBC_CHUNKS
static void free_reading_chunks(void *pointer) { budget_free(pointer, READ_CHUNK_WORD); }
static void *malloc_reading_chunks(size_t size) { return budget_malloc(size, READ_CHUNK_WORD); }
static void *realloc_reading_chunks(void *old, size_t size) { return budget_realloc(old, size, READ_CHUNK_WORD); }
static char *strdup_reading_chunks(const char *string) { return budget_strdup(string, READ_CHUNK_WORD); }

/* Whether the allocator behind malloc keeps glibc's chunk header: the size
   word just before the pointer (`mchunk_size` in glibc's malloc.c), whose
   low three bits are flags. Checked against malloc_usable_size on small,
   bin-sized, large and mapped blocks (past glibc's 128 KiB threshold):
   glibc's malloc_usable_size is the chunk size less one header word, or
   less two for a chunk of its own mapping (flag 2). Any other allocator
   (an LD_PRELOADed jemalloc, say) fails the check. */
static int chunk_sizes_readable(void) {
    static const size_t sizes[] = {1, 24, 25, 100, 1000, 5000, 70000, 200000, 4 << 20};
    for (size_t index = 0; index < sizeof sizes / sizeof sizes[0]; index++) {
        void *pointer = malloc(sizes[index]);
        if (!pointer) return 0;
        long long header = (chunk_word(pointer) & 2) ? 16 : 8;
        int readable = chunk_size(pointer) - header == (long long)malloc_usable_size(pointer);
        free(pointer);
        if (!readable) return 0;
    }
    return 1;
}
#endif

struct locatorlab_budget_allocator locatorlab_budget_prepare(void) {
#ifdef LOCATORLAB_GLIBC_CHUNKS
    if (chunk_sizes_readable()) {
        return (struct locatorlab_budget_allocator){
            free_reading_chunks, malloc_reading_chunks, realloc_reading_chunks, strdup_reading_chunks};
    }
#endif
    return (struct locatorlab_budget_allocator){free_asking, malloc_asking, realloc_asking, strdup_asking};
}

static atomic_long evaluations_running;

void locatorlab_evaluations_enter(void) {
    atomic_fetch_add_explicit(&evaluations_running, 1, memory_order_relaxed);
}

void locatorlab_evaluations_leave(void) {
    atomic_fetch_sub_explicit(&evaluations_running, 1, memory_order_relaxed);
}

long locatorlab_evaluations_running(void) {
    return atomic_load_explicit(&evaluations_running, memory_order_relaxed);
}
