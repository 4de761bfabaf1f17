// The C fixture plugin as it was written for plugin interface 1 (PluginFixtures.cSource at commit 3cae0b1), frozen.
// Built against the frozen copy of interface 1's header beside it, it is an interface 1 plugin, and the tests check
// that a host of a later interface still loads it and gives the same frames; built against today's header, it is
// today's fixture (the interface 2 fields of its table are NULL). Never edit either file: a new fixture option goes
// into a new source file.
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stretchy_plugin.h"

#ifndef FIXTURE_VERSION
#define FIXTURE_VERSION STRETCHY_PLUGIN_INTERFACE_VERSION
#endif
#ifndef FIXTURE_MAGIC
#define FIXTURE_MAGIC STRETCHY_PLUGIN_MAGIC
#endif
#ifndef FIXTURE_IDENTIFIER
#define FIXTURE_IDENTIFIER "c-shift"
#endif
#ifndef FIXTURE_STAGE
#define FIXTURE_STAGE "effects"
#endif
#ifndef FIXTURE_COUNT
#define FIXTURE_COUNT 1
#endif

static const char *descriptions[] = {
#if defined(FIXTURE_NULL_DESCRIPTION)
    NULL
#elif defined(FIXTURE_BAD_JSON)
    "{\"identifier\": \"c-shift\", \"stage\": \"sideways\"}"
#else
    "{\"identifier\":\"" FIXTURE_IDENTIFIER "\",\"name\":\"C Shift\",\"stage\":\"" FIXTURE_STAGE "\","
    "\"summary\":\"Adds 1 to every subview's x.\",\"discussion\":\"\",\"readsPreviousFrame\":false,"
    "\"parameters\":[{\"name\":\"mode\",\"summary\":\"Unused.\",\"kind\":\"choice\",\"words\":[\"a\",\"b\"],"
    "\"default\":\"a\"},{\"name\":\"loud\",\"summary\":\"Unused.\",\"kind\":\"flag\",\"default\":true}]}"
#endif
};

static int instances;
#ifdef FIXTURE_TELEPORT
static const int64_t pairs[] = {1, 1};
#else
static const int64_t pairs[] = {0, 0};
#endif

static void *create(const void *context, int64_t index, const char *arguments, const char *header,
                    char **error) {
#ifdef FIXTURE_REFUSE
    *error = strdup("{\"description\":\"c-shift refuses this header\",\"hint\":\"Try another.\"}");
    return NULL;
#else
    instances += 1;
    return &instances;
#endif
}

static void apply(void *instance, stretchy_frame *frame) {
#ifdef FIXTURE_NAN
    if (frame->sample.time >= 1) {
        frame->subviews[0] = NAN;
        return;
    }
#endif
#ifdef FIXTURE_TELEPORT
    if (frame->subview_count > 1 && frame->sample.offset_y > 40 && frame->sample.offset_y < 41) {
        frame->subviews[STRETCHY_PLUGIN_ATTRIBUTE_COUNT + 1] += 400;
    }
#else
    for (int64_t i = 0; i < frame->subview_count; i++) {
        frame->subviews[i * STRETCHY_PLUGIN_ATTRIBUTE_COUNT] += 1;
    }
#endif
#ifdef FIXTURE_BAD_COUNTS
    frame->subview_count = -1;
    frame->subviews = NULL;
#endif
}

static int64_t attributes_set(void *instance, const int64_t **out) {
    *out = pairs;
    return 1;
}

static void destroy(void *instance) { instances -= 1; }

static void free_text(char *text) { free(text); }

#ifdef FIXTURE_NULL_DESCRIPTIONS
#define FIXTURE_DESCRIPTIONS NULL
#else
#define FIXTURE_DESCRIPTIONS descriptions
#endif
#ifdef FIXTURE_NULL_APPLY
#define FIXTURE_APPLY NULL
#else
#define FIXTURE_APPLY apply
#endif

static const stretchy_plugin table = {
    FIXTURE_VERSION, FIXTURE_MAGIC, "9.9.9", FIXTURE_COUNT, FIXTURE_DESCRIPTIONS, NULL,
    create, FIXTURE_APPLY, attributes_set, destroy, free_text,
};

#if defined(FIXTURE_NO_ENTRY)
const stretchy_plugin *some_other_function(void) { return &table; }
#elif defined(FIXTURE_NULL_TABLE)
const stretchy_plugin *stretchy_plugin_entry(void) { return NULL; }
#else
const stretchy_plugin *stretchy_plugin_entry(void) { return &table; }
#endif
