/* cmix's model of the C library: what library functions do with the
 * memory their pointer arguments reach. cmix reads this file when it is
 * built (src/analysis/library_model.rs); it is not included by programs.
 *
 * Each `#pragma cmix` line describes the declaration that follows it:
 *
 *   reads_string: P...  the function reads parameter P as a C string
 *                       (up to its NUL), during the call only: it keeps no
 *                       pointer to it, writes nothing through it and
 *                       returns no pointer into it.
 *   reads_bytes: P...   the function reads bytes at parameter P (as many
 *                       as another argument says), during the call only,
 *                       as reads_string does.
 *   format: P           P is a printf format, read as a string; when the
 *                       call's format is a literal, each `%s` conversion's
 *                       argument is read as a string too.
 *
 * Static data that such a call only reads stays static: the residual call
 * gets a string literal with the bytes it would read (for reads_bytes, the
 * bytes from the pointer to the end of its object, when they hold no
 * pointer). Every other pointer
 * argument of a library call is given to run-time code, and what it
 * points to is a run-time value.
 */
#include <stddef.h>
#include <stdio.h>

#pragma cmix reads_string: s
int puts(const char *s);
#pragma cmix reads_string: s
int fputs(const char *s, FILE *stream);
#pragma cmix reads_string: s
void perror(const char *s);

#pragma cmix format: format
int printf(const char *format, ...);
#pragma cmix format: format
int fprintf(FILE *stream, const char *format, ...);
#pragma cmix format: format
int dprintf(int fd, const char *format, ...);
#pragma cmix format: format
int sprintf(char *str, const char *format, ...);
#pragma cmix format: format
int snprintf(char *str, size_t size, const char *format, ...);

#pragma cmix reads_string: s
size_t strlen(const char *s);
#pragma cmix reads_string: s1 s2
int strcmp(const char *s1, const char *s2);
#pragma cmix reads_string: s1 s2
int strncmp(const char *s1, const char *s2, size_t n);
#pragma cmix reads_string: s1 s2
int strcasecmp(const char *s1, const char *s2);
#pragma cmix reads_string: s1 s2
int strncasecmp(const char *s1, const char *s2, size_t n);
#pragma cmix reads_string: s1 s2
int strcoll(const char *s1, const char *s2);
#pragma cmix reads_string: s accept
size_t strspn(const char *s, const char *accept);
#pragma cmix reads_string: s reject
size_t strcspn(const char *s, const char *reject);
#pragma cmix reads_string: src
char *strcpy(char *dest, const char *src);
#pragma cmix reads_string: src
char *strcat(char *dest, const char *src);

#pragma cmix reads_bytes: src
void *memcpy(void *dest, const void *src, size_t n);
#pragma cmix reads_bytes: src
void *memmove(void *dest, const void *src, size_t n);
#pragma cmix reads_bytes: s1 s2
int memcmp(const void *s1, const void *s2, size_t n);
#pragma cmix reads_bytes: ptr
size_t fwrite(const void *ptr, size_t size, size_t nmemb, FILE *stream);

#pragma cmix reads_string: nptr
int atoi(const char *nptr);
#pragma cmix reads_string: nptr
long atol(const char *nptr);
#pragma cmix reads_string: nptr
long long atoll(const char *nptr);
#pragma cmix reads_string: nptr
double atof(const char *nptr);

#pragma cmix reads_string: pathname mode
FILE *fopen(const char *pathname, const char *mode);
#pragma cmix reads_string: pathname
int remove(const char *pathname);
#pragma cmix reads_string: oldpath newpath
int rename(const char *oldpath, const char *newpath);
#pragma cmix reads_string: name
char *getenv(const char *name);
#pragma cmix reads_string: command
int system(const char *command);
