#ifndef LOCATORLAB_CLIBXML_SHIM_H
#define LOCATORLAB_CLIBXML_SHIM_H

/* Debian's libxml2 is built with ICU, and its encoding.h then includes the
   system's ICU headers, whose UErrorCode differs from the copy in
   Foundation's _FoundationICU: a Swift file that sees both modules can fail
   to compile ("'UErrorCode' has different definitions in different
   modules"). LocatorLab never touches libxml2's ICU converters (only
   pointers to xmlCharEncodingHandler, whose ICU fields come last), so the
   ICU part of the headers is left out. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

/// xmlFree is a global function-pointer variable in Debian's build; Swift 6
/// refuses to touch it directly, so every free goes through this helper.
static inline void locatorlab_xml_free(void *pointer) {
    xmlFree(pointer);
}

/// The only parse options LocatorLab ever uses for untrusted page sources:
/// no network, no DTD loading, no entity substitution, quiet (errors are read
/// from the parser context instead of being printed). Newer libxml2 versions
/// also get XML_PARSE_NO_XXE; all version branching lives here.
static inline int locatorlab_safe_parse_options(int allowDeepNesting) {
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES;
#if LIBXML_VERSION >= 21300
    options |= XML_PARSE_NO_XXE;
#endif
    if (allowDeepNesting) {
        /* Only raises nesting and text limits. In 2.9.x it also disables the
           entity amplification check, which is harmless here because every
           document that declares a DTD is stopped before any entity exists. */
        options |= XML_PARSE_HUGE;
    }
    return options;
}

/// libxml2 still prints a few messages (e.g. an unknown XPath function) through
/// the generic error handler. LocatorLab reads every error from the parser or
/// XPath context instead, so the generic channel is silenced, for this thread
/// and for threads created later.
static inline void locatorlab_silent_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void locatorlab_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, locatorlab_silent_generic_error);
    xmlThrDefSetGenericErrorFunc(NULL, locatorlab_silent_generic_error);
}

static inline int locatorlab_libxml_version(void) {
    return LIBXML_VERSION;
}

/* ---- The XPath evaluation budget (see XPathEvaluationBudget.swift) ----
   libxml2's allocator functions, installed with xmlMemSetup, count what an
   XPath evaluation running on this thread holds and look at the clock every
   64 allocations; past the deadline or the memory limit they fail the
   allocation, which libxml2 unwinds as out of memory. They are in C because
   they run on every libxml2 allocation: a thread-local read instead of
   pthread_getspecific, and no Swift thunk (together 15-20% of evaluating
   `//*[@name]`). Only XPathEvaluationBudget.swift calls these functions, so
   the one file's copy of the static thread-local is the only one used. */

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

struct locatorlab_budget {
    unsigned long long deadline;  /* CLOCK_MONOTONIC, nanoseconds */
    long long memory_limit;
    long long held;
    unsigned int allocations;
    int exceeded;                 /* 0 none, 1 time, 2 memory */
};

/* The thread's budget. A function-local static: the Swift compiler emits
   the function, with its variable, into the one object file that uses it. */
static inline struct locatorlab_budget **locatorlab_budget_slot(void) {
    static _Thread_local struct locatorlab_budget *current;
    return &current;
}

static inline unsigned long long locatorlab_budget_now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (unsigned long long)time.tv_sec * 1000000000ULL + (unsigned long long)time.tv_nsec;
}

/* Makes `next` this thread's budget (NULL: none) and returns the previous one. */
static inline struct locatorlab_budget *locatorlab_budget_swap(struct locatorlab_budget *next) {
    struct locatorlab_budget **slot = locatorlab_budget_slot();
    struct locatorlab_budget *previous = *slot;
    *slot = next;
    return previous;
}

static inline struct locatorlab_budget *locatorlab_budget_active(void) {
    return *locatorlab_budget_slot();
}

static inline int locatorlab_budget_allows(struct locatorlab_budget *budget, long long size) {
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

static void *locatorlab_budget_malloc(size_t size) {
    struct locatorlab_budget *budget = *locatorlab_budget_slot();
    if (!budget) return malloc(size);
    if (!locatorlab_budget_allows(budget, (long long)size)) return NULL;
    void *pointer = malloc(size);
    if (pointer) budget->held += (long long)LOCATORLAB_USABLE_SIZE(pointer);
    return pointer;
}

static void *locatorlab_budget_realloc(void *old, size_t size) {
    struct locatorlab_budget *budget = *locatorlab_budget_slot();
    if (!budget) return realloc(old, size);
    long long before = old ? (long long)LOCATORLAB_USABLE_SIZE(old) : 0;
    long long growth = (long long)size - before;
    if (!locatorlab_budget_allows(budget, growth > 0 ? growth : 0)) return NULL;
    void *pointer = realloc(old, size);
    if (pointer) budget->held += (long long)LOCATORLAB_USABLE_SIZE(pointer) - before;
    return pointer;
}

static void locatorlab_budget_free(void *pointer) {
    if (!pointer) return;
    struct locatorlab_budget *budget = *locatorlab_budget_slot();
    if (budget) budget->held -= (long long)LOCATORLAB_USABLE_SIZE(pointer);
    free(pointer);
}

static char *locatorlab_budget_strdup(const char *string) {
    if (!string) return NULL;
    size_t length = strlen(string) + 1;
    char *copy = locatorlab_budget_malloc(length);
    if (copy) memcpy(copy, string, length);
    return copy;
}

/* Installs the budget allocator; called once, before xmlInitParser. */
static inline int locatorlab_budget_install(void) {
    return xmlMemSetup(locatorlab_budget_free, locatorlab_budget_malloc, locatorlab_budget_realloc,
                       locatorlab_budget_strdup);
}

#endif
