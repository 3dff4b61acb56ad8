/* The API a library file implements with aliases of its own statics. */
int api_cube(int);
extern int api_calls;
