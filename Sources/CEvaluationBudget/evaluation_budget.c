#include "evaluation_budget.h"

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

struct locatorlab_budget *locatorlab_budget_swap(struct locatorlab_budget *next) {
    struct locatorlab_budget *previous = locatorlab_budget_current;
    locatorlab_budget_current = next;
    return previous;
}

struct locatorlab_budget *locatorlab_budget_active(void) {
    return locatorlab_budget_current;
}

static int allows(struct locatorlab_budget *budget, long long size) {
    if (budget->exceeded) return 0;
    budget->allocations += 1;
    if ((budget->allocations & 63) == 0 && locatorlab_budget_now() > budget->deadline) {
        budget->exceeded = 1;
        return 0;
    }
    if (size > budget->memory_limit - budget->held) {
        budget->exceeded = 2;
        return 0;
    }
    return 1;
}

void *locatorlab_budget_malloc(size_t size) {
    struct locatorlab_budget *budget = locatorlab_budget_current;
    if (!budget) return malloc(size);
    if (!allows(budget, (long long)size)) return NULL;
    void *pointer = malloc(size);
    if (pointer) budget->held += (long long)LOCATORLAB_USABLE_SIZE(pointer);
    return pointer;
}

void *locatorlab_budget_realloc(void *old, size_t size) {
    struct locatorlab_budget *budget = locatorlab_budget_current;
    if (!budget) return realloc(old, size);
    long long before = old ? (long long)LOCATORLAB_USABLE_SIZE(old) : 0;
    long long growth = (long long)size - before;
    if (!allows(budget, growth > 0 ? growth : 0)) return NULL;
    void *pointer = realloc(old, size);
    if (pointer) budget->held += (long long)LOCATORLAB_USABLE_SIZE(pointer) - before;
    return pointer;
}

void locatorlab_budget_free(void *pointer) {
    if (!pointer) return;
    struct locatorlab_budget *budget = locatorlab_budget_current;
    if (budget) budget->held -= (long long)LOCATORLAB_USABLE_SIZE(pointer);
    free(pointer);
}

char *locatorlab_budget_strdup(const char *string) {
    if (!string) return NULL;
    size_t length = strlen(string) + 1;
    char *copy = locatorlab_budget_malloc(length);
    if (copy) memcpy(copy, string, length);
    return copy;
}
