/* Lua's round trip workload: a state with the standard libraries runs the
 * script named on the command line (script.lua: closures, tables, strings,
 * coroutines, errors, metatables, goto). */
#include <stdio.h>
#include <stdlib.h>
#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"

int main(int argc, char **argv) {
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    int status = luaL_dofile(L, argc > 1 ? argv[1] : "script.lua");
    if (status != LUA_OK) {
        printf("error: %s\n", lua_tostring(L, -1));
    }
    lua_close(L);
    return status;
}
