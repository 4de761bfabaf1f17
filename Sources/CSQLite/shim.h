#include <sqlite3.h>

/// `sqlite3_db_config` for the options that take one `int` and report the setting back, which Swift cannot call
/// because the C function is variadic: `SQLITE_DBCONFIG_ENABLE_TRIGGER`, `SQLITE_DBCONFIG_ENABLE_VIEW`,
/// `SQLITE_DBCONFIG_DEFENSIVE`, `SQLITE_DBCONFIG_TRUSTED_SCHEMA` and the like. Returns SQLite's result code and
/// stores the setting in effect afterwards in `*setting`.
static inline int stretchy_sqlite3_db_config_flag(sqlite3 *db, int option, int value, int *setting) {
    return sqlite3_db_config(db, option, value, setting);
}
