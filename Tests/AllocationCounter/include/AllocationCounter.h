#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Starts counting heap allocations made by the calling thread.
void allocation_counter_start(void);

/// Stops counting on the calling thread and returns how many allocations it made since the start.
long allocation_counter_stop(void);

#endif
