// hide-on-scroll: "hide on scroll down, show on scroll up", a Stretchy plugin in C (plugin interface 2).
//
// The header keeps its height and slides: a bar offset, folded over the content's scroll deltas and clamped to
// [-height, 0], takes it away as the content scrolls up and brings it back on the first scroll down. The offset is
// per-run state: the host keeps it in the frame, 0 (shown) at the start of every run.
//
//   cc -shared -fPIC -I Sources/CStretchyPlugin/include -o libHideOnScroll.so hide_on_scroll.c
//   stretchy-replay Sessions/fast-fling-up-and-back.db --plugin ./libHideOnScroll.so --behaviors hide-on-scroll
//   stretchy-replay check --plugin ./libHideOnScroll.so --behaviors hide-on-scroll=speed=2
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stretchy_plugin.h"

static const char *descriptions[] = {
    "{\"identifier\":\"hide-on-scroll\",\"name\":\"Hide On Scroll\",\"stage\":\"expansion\","
    "\"summary\":\"Slides the header away as the content scrolls up, back on the first scroll down.\","
    "\"discussion\":\"P = clamp(offsetY + insetTop, 0, contentHeight + insetTop - viewportHeight); the bar "
    "offset b, 0 at a run's start, becomes clamp(b - speed x (P - previous P), -height, 0), and with reveal-at-top "
    "at least -P. headerY = offsetY + b; the height stays the resting one.\","
    "\"readsPreviousFrame\":true,"
    "\"parameters\":["
    "{\"name\":\"speed\",\"summary\":\"Points the bar moves per point the content scrolls.\",\"kind\":\"number\","
    "\"lower\":\"0\",\"includesLower\":false,\"upper\":\"4\",\"includesUpper\":true,\"default\":\"1\"},"
    "{\"name\":\"reveal-at-top\",\"summary\":\"Never slide the bar further than the content has scrolled.\","
    "\"kind\":\"flag\",\"default\":true}],"
    "\"continuitySlope\":\"5\","
    "\"invariants\":["
    "{\"name\":\"bar-in-range\",\"summary\":\"the bar offset headerY - offsetY is in [-headerHeight, 0]\"},"
    "{\"name\":\"follows-direction\",\"summary\":\"the bar does not come down while the content scrolls up, nor go "
    "up while it scrolls down\"},"
    "{\"name\":\"covers-inset\",\"summary\":\"with reveal-at-top, the bar offset is at least -P: the header never "
    "uncovers the inset above the content\"}]}",
};

typedef struct hide_on_scroll {
    double speed;
    int reveal_at_top;
} hide_on_scroll;

// The host writes the arguments without whitespace, so a value is found by its key: "speed":{"number":"0.5"}.
static const char *value_of(const char *arguments, const char *key, const char *kind) {
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":{\"%s\":", key, kind);
    const char *found = strstr(arguments, pattern);
    return found ? found + strlen(pattern) : NULL;
}

static void *create(const void *context, int64_t index, const char *arguments, const char *header, char **error) {
    const char *speed = value_of(arguments, "speed", "number");
    const char *reveal = value_of(arguments, "reveal-at-top", "flag");
    if (index != 0 || !speed || !reveal) {
        *error = strdup("{\"description\":\"hide-on-scroll could not read its arguments\",\"hint\":null}");
        return NULL;
    }
    hide_on_scroll *self = malloc(sizeof *self);
    self->speed = strtod(speed + 1, NULL);  // skip the opening quote: numbers cross as strings
    self->reveal_at_top = strncmp(reveal, "true", 4) == 0;
    return self;
}

// P: how far the content has scrolled, without the rubber band at either end.
static double position(const stretchy_sample *sample) {
    double upper = fmax(0, sample->content_height + sample->inset_top - sample->viewport_height);
    return fmin(upper, fmax(0, sample->offset_y + sample->inset_top));
}

static void apply(void *instance, stretchy_frame *frame) {
    const hide_on_scroll *self = instance;
    double height = frame->header_height;  // never changed: the resting height
    double scrolled = position(&frame->sample);
    double bar = frame->state[0] - self->speed * (scrolled - position(&frame->previous_sample));
    if (bar < -height) bar = -height;
    if (bar > 0) bar = 0;
    if (self->reveal_at_top && bar < -scrolled) bar = -scrolled;
    frame->state[0] = bar;
    frame->header_y = frame->sample.offset_y + bar;
}

static int64_t attributes_set(void *instance, const int64_t **pairs) {
    *pairs = NULL;
    return 0;  // moves the header, no subview
}

static void instance_info(void *instance, stretchy_instance_info *info) {
    info->state_count = 1;  // the bar offset
}

static int32_t fail(char *message, int64_t capacity, const char *what, double value) {
    snprintf(message, (size_t)capacity, "%s %.17g", what, value);
    return 0;
}

static int32_t check_invariant(void *instance, int64_t index, const stretchy_check_frame *frame, char *message,
                               int64_t capacity) {
    const hide_on_scroll *self = instance;
    double bar = frame->layout.header_y - frame->sample.offset_y;
    double before = frame->previous_layout.header_y - frame->previous_sample.offset_y;
    double tolerance = 1e-9 * fmax(1, fabs(frame->sample.offset_y) + fabs(frame->previous_sample.offset_y));
    double scrolled = position(&frame->sample) - position(&frame->previous_sample);
    switch (index) {
    case 0:
        if (bar > tolerance || bar < -frame->layout.header_height - tolerance) {
            return fail(message, capacity, "the bar offset is", bar);
        }
        return 1;
    case 1:
        if (scrolled > 0 && bar > before + tolerance) {
            return fail(message, capacity, "the content scrolled up and the bar came down by", bar - before);
        }
        if (scrolled < 0 && bar < before - tolerance) {
            return fail(message, capacity, "the content scrolled down and the bar went up by", before - bar);
        }
        return 1;
    default:
        if (self->reveal_at_top && bar < -position(&frame->sample) - tolerance) {
            return fail(message, capacity, "the header uncovers the inset: P is", position(&frame->sample));
        }
        return 1;
    }
}

static void destroy(void *instance) { free(instance); }

static void free_text(char *text) { free(text); }

static const stretchy_plugin table = {
    .interface_version = STRETCHY_PLUGIN_INTERFACE_VERSION,
    .magic = STRETCHY_PLUGIN_MAGIC,
    .core_version = "0.1.0",
    .behavior_count = 1,
    .descriptions = descriptions,
    .context = NULL,
    .create = create,
    .apply = apply,
    .attributes_set = attributes_set,
    .destroy = destroy,
    .free_text = free_text,
    .instance_info = instance_info,
    .check_invariant = check_invariant,
};

const stretchy_plugin *stretchy_plugin_entry(void) { return &table; }
