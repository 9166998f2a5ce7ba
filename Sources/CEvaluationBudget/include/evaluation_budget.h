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
    unsigned long long deadline;  /* locatorlab_budget_now(), nanoseconds */
    long long room;               /* bytes it may still take; LLONG_MIN once stopped */
    int countdown;                /* allocations until the next look at the clock */
    int exceeded;                 /* 0 none, 1 time, 2 memory */
};

/* Sets up `budget` for an evaluation until `deadline` holding at most
   `memory_limit` bytes. */
void locatorlab_budget_start(struct locatorlab_budget *budget, unsigned long long deadline, long long memory_limit);

/* Marks `budget` stopped for `reason` (1 time, 2 memory), unless it already
   is: every later allocation within it fails. */
void locatorlab_budget_stop(struct locatorlab_budget *budget, int reason);

/* libxml2's allocator functions, in xmlMemSetup's order. Outside an
   evaluation they are plain free, malloc, realloc and a copy. */
struct locatorlab_budget_allocator {
    void (*free)(void *pointer);
    void *(*malloc)(size_t size);
    void *(*realloc)(void *old, size_t size);
    char *(*strdup)(const char *string);
};

/* Called once, to install what it returns: the allocator functions that
   read an allocation's size where glibc keeps it, when a check finds it
   there (see evaluation_budget.c), else those that call
   malloc_usable_size. */
struct locatorlab_budget_allocator locatorlab_budget_prepare(void);

/* Monotonic time in nanoseconds, to within a scheduler tick (see
   evaluation_budget.c). */
unsigned long long locatorlab_budget_now(void);

/* Makes `next` this thread's budget (NULL: none) and returns the previous one. */
struct locatorlab_budget *locatorlab_budget_swap(struct locatorlab_budget *next);

/* This thread's budget, or NULL outside an evaluation. */
struct locatorlab_budget *locatorlab_budget_active(void);

/* Evaluations inside libxml2 now, in this process (callers and abandoned
   threads alike): a process waits for none to run before it exits, since
   libxml2's destructor frees what they use. Relaxed atomics: a count, not
   a fence. */
void locatorlab_evaluations_enter(void);
void locatorlab_evaluations_leave(void);
long locatorlab_evaluations_running(void);

#endif
