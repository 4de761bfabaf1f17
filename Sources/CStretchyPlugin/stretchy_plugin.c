// CStretchyPlugin is header-only; SwiftPM needs one source file to build a C target.
#include "stretchy_plugin.h"
