#ifndef LOCATORLAB_EVALUATION_BUDGET_H
#define LOCATORLAB_EVALUATION_BUDGET_H

/* The time and memory budget of one evaluation (see EvaluationBudget.swift):
   a per-thread pointer to the running evaluation's budget, and allocator
   functions for libxml2 (installed with xmlMemSetup) that count what the
   evaluation holds and look at the clock every 64 allocations.

   The thread-local pointer is defined once, in evaluation_budget.c. It used
   to be a static local of a `static inline` function in CLibXML's header:
   every object file that inlined it got its own copy, and a release build
   (whole-module, one object file per source file) had two, so the regular
   expression callbacks never saw the budget the evaluator had set (a
   catastrophic `matches()` ran 25 s with a limit of 1 s). An exported
   symbol in one translation unit cannot be copied. */

#include <stddef.h>

struct locatorlab_budget {
    unsigned long long deadline;  /* CLOCK_MONOTONIC, nanoseconds */
    long long memory_limit;
    long long held;
    unsigned int allocations;
    int exceeded;                 /* 0 none, 1 time, 2 memory */
};

/* Monotonic time in nanoseconds. */
unsigned long long locatorlab_budget_now(void);

/* Makes `next` this thread's budget (NULL: none) and returns the previous one. */
struct locatorlab_budget *locatorlab_budget_swap(struct locatorlab_budget *next);

/* This thread's budget, or NULL outside an evaluation. */
struct locatorlab_budget *locatorlab_budget_active(void);

/* libxml2's allocator functions (xmlMemSetup's order: free, malloc,
   realloc, strdup). Outside an evaluation they are plain malloc, realloc,
   free and a copy. */
void locatorlab_budget_free(void *pointer);
void *locatorlab_budget_malloc(size_t size);
void *locatorlab_budget_realloc(void *old, size_t size);
char *locatorlab_budget_strdup(const char *string);

#endif
