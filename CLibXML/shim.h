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

#endif
