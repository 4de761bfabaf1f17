// The C interface between stretchy-replay and a behaviour plugin loaded at run time.
//
// A plugin is a shared library that exports one function, `stretchy_plugin_entry`, returning a pointer to a
// `stretchy_plugin` table that lives as long as the process. Everything that crosses the boundary is a plain C
// type: numbers, NUL-terminated UTF-8 strings (JSON) and function pointers. The host and the plugin may each carry
// their own copy of StretchyCore; no Swift type, object or metadata ever crosses, so the copies cannot be confused.
//
// Versioning: the first three fields of `stretchy_plugin` (interface_version, magic, core_version) never move.
// The host reads them first and refuses a table whose magic or interface version differs from its own, before it
// reads any other field. Any change to a struct, a function signature or a JSON format below bumps
// STRETCHY_PLUGIN_INTERFACE_VERSION.
#ifndef STRETCHY_PLUGIN_H
#define STRETCHY_PLUGIN_H

#include <stdint.h>

// Nullability annotations are a clang extension; other C compilers (gcc) read them as nothing.
#if !defined(__clang__)
#define _Nullable
#define _Nonnull
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// The version of this interface. A host loads only plugins built for the same version.
#define STRETCHY_PLUGIN_INTERFACE_VERSION 1u

/// The table's second field: 'STRB' as a little-endian 32-bit number. Anything else is not a Stretchy table.
#define STRETCHY_PLUGIN_MAGIC 0x42525453u

/// The number of doubles per subview in `stretchy_frame.subviews`: x, y, width, height, alpha, cornerRadius,
/// shadowRadius, shadowOpacity, fontSize, scale, in that order.
#define STRETCHY_PLUGIN_ATTRIBUTE_COUNT 10

/// The name of the function every plugin exports.
#define STRETCHY_PLUGIN_ENTRY_NAME "stretchy_plugin_entry"

/// One ScrollSample. `phase` is the index of the phase in ScrollPhase's declaration order
/// (idle 0, tracking 1, dragging 2, decelerating 3, bouncing 4, programmatic 5).
typedef struct stretchy_sample {
    double time;
    double offset_y;
    double inset_top;
    double viewport_width;
    double viewport_height;
    double content_height;
    int32_t phase;
    int32_t reserved;
} stretchy_sample;

/// One HeaderFrame. The plugin reads everything and may write the layout fields and the subviews.
typedef struct stretchy_frame {
    stretchy_sample sample;
    stretchy_sample previous_sample;
    double previous_header_height;
    double header_y;
    double header_height;
    double content_y;
    double content_height;
    double stretch_factor;
    /// The number of subviews; always the header configuration's.
    int64_t subview_count;
    /// subview_count x STRETCHY_PLUGIN_ATTRIBUTE_COUNT doubles, subview by subview. Owned by the host.
    double *_Nonnull subviews;
} stretchy_frame;

/// Creates behaviour `behavior_index` of the table from its checked arguments and the header, both as JSON.
/// Returns an opaque instance, or NULL after setting `*error_json` to a string the host frees with `free_text`.
typedef void *_Nullable (*stretchy_create_fn)(
    const void *_Nullable context, int64_t behavior_index, const char *_Nonnull arguments_json,
    const char *_Nonnull header_json, char *_Nullable *_Nonnull error_json);

/// Moves the instance's part of the header for one frame. Called from many threads at once; must not block long.
typedef void (*stretchy_apply_fn)(void *_Nonnull instance, stretchy_frame *_Nonnull frame);

/// Sets `*pairs` to 2 x count integers (subview index, attribute index) the instance writes; returns count.
/// The pairs live as long as the instance.
typedef int64_t (*stretchy_attributes_set_fn)(void *_Nonnull instance, const int64_t *_Nullable *_Nonnull pairs);

/// Releases an instance. Called once, when the last stack using it is gone.
typedef void (*stretchy_destroy_fn)(void *_Nonnull instance);

/// Frees a string the plugin returned.
typedef void (*stretchy_free_text_fn)(char *_Nullable text);

/// The table a plugin's entry point returns. It is never freed.
typedef struct stretchy_plugin {
    /// STRETCHY_PLUGIN_INTERFACE_VERSION the plugin was built with. Never moves.
    uint32_t interface_version;
    /// STRETCHY_PLUGIN_MAGIC. Never moves.
    uint32_t magic;
    /// The Stretchy version the plugin was built with, such as "0.1.0"; informational. Never moves.
    const char *_Nonnull core_version;
    /// The number of behaviours.
    int64_t behavior_count;
    /// behavior_count JSON descriptions (see docs/plugins.md, "The interface").
    const char *_Nonnull const *_Nonnull descriptions;
    /// Passed back to `create`.
    const void *_Nullable context;
    stretchy_create_fn _Nonnull create;
    stretchy_apply_fn _Nonnull apply;
    stretchy_attributes_set_fn _Nonnull attributes_set;
    stretchy_destroy_fn _Nonnull destroy;
    stretchy_free_text_fn _Nonnull free_text;
} stretchy_plugin;

/// The type of `stretchy_plugin_entry`.
typedef const stretchy_plugin *_Nullable (*stretchy_plugin_entry_fn)(void);

#ifdef __cplusplus
}
#endif

#endif
