// The C interface between stretchy-replay and a behaviour plugin loaded at run time.
//
// A plugin is a shared library that exports one function, `stretchy_plugin_entry`, returning a pointer to a
// `stretchy_plugin` table that lives as long as the process. Everything that crosses the boundary is a plain C
// type: numbers, NUL-terminated UTF-8 strings (JSON) and function pointers. The host and the plugin may each carry
// their own copy of StretchyCore; no Swift type, object or metadata ever crosses, so the copies cannot be confused.
//
// Versioning: the first three fields of `stretchy_plugin` (interface_version, magic, core_version) never move.
// The host reads them first and refuses a table whose magic is not STRETCHY_PLUGIN_MAGIC, or whose interface version
// it does not read, before it reads any other field. Any change to a struct, a function signature or a JSON format
// below bumps STRETCHY_PLUGIN_INTERFACE_VERSION. Interface 2 only adds: fields at the end of `stretchy_frame` and of
// `stretchy_plugin`, two structs, two functions and optional keys of the description JSON. So an interface 1 table
// is the start of an interface 2 one, and an interface 1 plugin reads the start of an interface 2 frame: this host
// loads and runs plugins of both versions, and reads an interface 1 table's first eleven fields only.
//
// The JSON that crosses (descriptions, arguments, the header, errors) is documented field by field in
// docs/plugins.md, and described by the JSON Schema beside this header, stretchy_plugin.schema.json.
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

/// The version of this interface. A host loads plugins built for this version and for every earlier one it lists in
/// docs/plugins.md (this one reads 1 and 2).
#define STRETCHY_PLUGIN_INTERFACE_VERSION 2u

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

/// One HeaderFrame. The plugin reads everything and may write the layout fields, the subviews and (interface 2) its
/// state.
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
    // Interface 2 (an interface 1 plugin never reads past `subviews`):
    /// The number of doubles of per-run state this instance asked for (`stretchy_instance_info.state_count`).
    int64_t state_count;
    /// The instance's state_count doubles of per-run state, all 0 on the first frame of every run; what the plugin
    /// writes here it reads back on the next frame of the same run. Owned by the host; NULL when state_count is 0.
    double *_Nullable state;
    /// 1 on the first frame of a run (whose previous_sample is the sample itself), else 0.
    int32_t is_first_frame;
    int32_t reserved2;
} stretchy_frame;

/// How fast an instance may change one kind of the subview attributes it writes between two frames: at most `slope`
/// per point the scroll moves plus `rate` per second of the frame's time step (`check`'s `subview-continuity`).
typedef struct stretchy_continuity_bound {
    double slope;
    double rate;
} stretchy_continuity_bound;

/// What the host asks of one instance once, after `create` (interface 2).
typedef struct stretchy_instance_info {
    /// Doubles of per-run state (`stretchy_frame.state`); the host writes 0 before the call.
    int64_t state_count;
    /// The bound of the lengths (x, y, width, height, cornerRadius, shadowRadius, fontSize), in points; the host
    /// writes the default, slope 2 and rate 0, before the call.
    stretchy_continuity_bound lengths;
    /// The bound of alpha, shadowOpacity and scale; the host writes the default, slope 0.05 and rate 0.
    stretchy_continuity_bound fractions;
} stretchy_instance_info;

/// One finished frame as an invariant sees it: after the whole stack has run (interface 2). Read only.
typedef struct stretchy_layout {
    double header_y;
    double header_height;
    double content_y;
    double content_height;
    double stretch_factor;
    /// The number of subviews; always the header configuration's.
    int64_t subview_count;
    /// subview_count x STRETCHY_PLUGIN_ATTRIBUTE_COUNT doubles, subview by subview. Owned by the host.
    const double *_Nonnull subviews;
} stretchy_layout;

/// The frame `check_invariant` checks: the inputs and the stack's output, now and on the previous frame (on the
/// first frame of a session the previous ones are the frame's own).
typedef struct stretchy_check_frame {
    stretchy_sample sample;
    stretchy_sample previous_sample;
    stretchy_layout layout;
    stretchy_layout previous_layout;
} stretchy_check_frame;

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

/// Interface 2: fills in what the host cannot read from the description, for one instance: its per-run state and
/// the bounds of its subview attributes. The host fills `*info` with the defaults first, so a plugin sets only what
/// it needs. Called once per instance, right after `create`.
typedef void (*stretchy_instance_info_fn)(void *_Nonnull instance, stretchy_instance_info *_Nonnull info);

/// Interface 2: checks invariant `invariant_index` (its place in the description's "invariants" list) on one frame.
/// Returns 1 when it holds; 0 when it does not, after writing one line saying what is wrong into `message` (at most
/// `capacity` bytes with the terminating NUL; the host passes 512). Called by `stretchy-replay check`, from many
/// threads at once.
typedef int32_t (*stretchy_check_invariant_fn)(
    void *_Nonnull instance, int64_t invariant_index, const stretchy_check_frame *_Nonnull frame,
    char *_Nonnull message, int64_t capacity);

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
    // Interface 2 (the host reads these only from a table whose interface_version is 2):
    /// NULL: every instance keeps no state and has the default bounds.
    stretchy_instance_info_fn _Nullable instance_info;
    /// NULL only when no description declares "invariants".
    stretchy_check_invariant_fn _Nullable check_invariant;
} stretchy_plugin;

/// The type of `stretchy_plugin_entry`.
typedef const stretchy_plugin *_Nullable (*stretchy_plugin_entry_fn)(void);

#ifdef __cplusplus
}
#endif

#endif
