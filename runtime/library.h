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
 *   keeps: P...         the library keeps pointer parameter P after the
 *                       call: later calls may read or write what it points
 *                       to (a stream's buffer, strtok's string) or call it
 *                       (a signal or exit handler). A global given so is
 *                       a run-time value throughout.
 *   runs_handlers:      the call may run handlers the program gave the
 *                       library earlier (raise runs a signal handler,
 *                       pthread_join waits for a thread it started): what
 *                       those may touch is a run-time value.
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
#pragma cmix reads_string: accept
char *strpbrk(const char *s, const char *accept);
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

/* What the library keeps between calls, and the calls that run what it
 * kept. Function pointer types are named so that each parameter's name is
 * the last word of its declaration. */
#include <signal.h>
#include <pthread.h>
#include <search.h>
#include <ucontext.h>
typedef void (*cmix_signal_handler)(int);
typedef void (*cmix_exit_handler)(void);
typedef void (*cmix_on_exit_handler)(int, void *);
typedef void *(*cmix_thread_start)(void *);
typedef void (*cmix_destructor)(void *);
typedef int (*cmix_compare)(const void *, const void *);
typedef void (*cmix_context_start)(void);
typedef int (*cmix_c11_thread_start)(void *);

#pragma cmix keeps: buf
void setbuf(FILE *stream, char *buf);
#pragma cmix keeps: buf
void setbuffer(FILE *stream, char *buf, size_t size);
#pragma cmix keeps: buf
int setvbuf(FILE *stream, char *buf, int mode, size_t size);
#pragma cmix keeps: stream
void setlinebuf(FILE *stream);
#pragma cmix keeps: str
char *strtok(char *str, const char *delim);
#pragma cmix keeps: string
int putenv(char *string);
#pragma cmix keeps: key rootp
void *tsearch(const void *key, void **rootp, cmix_compare compar);
#pragma cmix keeps: rootp
void *tdelete(const void *key, void **rootp, cmix_compare compar);
#pragma cmix keeps: item
ENTRY *hsearch(ENTRY item, ACTION action);
#pragma cmix keeps: htab
int hcreate_r(size_t nel, struct hsearch_data *htab);
#pragma cmix keeps: cookie io_funcs
FILE *fopencookie(void *cookie, const char *mode, cookie_io_functions_t io_funcs);
#pragma cmix keeps: start_routine arg
int pthread_create(pthread_t *thread, const pthread_attr_t *attr, cmix_thread_start start_routine, void *arg);
#pragma cmix keeps: value
int pthread_setspecific(pthread_key_t key, const void *value);
#pragma cmix keeps: destructor
int pthread_key_create(pthread_key_t *key, cmix_destructor destructor);
#pragma cmix keeps: prepare parent child
int pthread_atfork(cmix_exit_handler prepare, cmix_exit_handler parent, cmix_exit_handler child);
#pragma cmix keeps: ucp func
void makecontext(ucontext_t *ucp, cmix_context_start func, int argc, ...);
#pragma cmix keeps: function
int atexit(cmix_exit_handler function);
#pragma cmix keeps: function
int at_quick_exit(cmix_exit_handler function);
#pragma cmix keeps: function arg
int on_exit(cmix_on_exit_handler function, void *arg);
#pragma cmix keeps: handler
cmix_signal_handler signal(int signum, cmix_signal_handler handler);
#pragma cmix keeps: handler
cmix_signal_handler sysv_signal(int signum, cmix_signal_handler handler);
#pragma cmix keeps: handler
cmix_signal_handler bsd_signal(int signum, cmix_signal_handler handler);
#pragma cmix keeps: disp
cmix_signal_handler sigset(int sig, cmix_signal_handler disp);
#pragma cmix keeps: act
int sigaction(int signum, const struct sigaction *act, struct sigaction *oldact);
#pragma cmix keeps: ss
int sigaltstack(const stack_t *ss, stack_t *old_ss);
#pragma cmix keeps: aiocbp
int aio_read(struct aiocb *aiocbp);
#pragma cmix keeps: aiocbp
int aio_write(struct aiocb *aiocbp);
#pragma cmix keeps: func arg
int thrd_create(thrd_t *thr, cmix_c11_thread_start func, void *arg);
#pragma cmix keeps: dtor
int tss_create(tss_t *key, cmix_destructor dtor);
#pragma cmix keeps: val
int tss_set(tss_t key, void *val);

#pragma cmix runs_handlers:
int raise(int sig);
#pragma cmix runs_handlers:
int kill(pid_t pid, int sig);
#pragma cmix runs_handlers:
int killpg(int pgrp, int sig);
#pragma cmix runs_handlers:
int pthread_kill(pthread_t thread, int sig);
#pragma cmix runs_handlers:
int tgkill(pid_t tgid, pid_t tid, int sig);
#pragma cmix runs_handlers:
int sigqueue(pid_t pid, int sig, const union sigval value);
#pragma cmix runs_handlers:
int sigprocmask(int how, const sigset_t *set, sigset_t *oldset);
#pragma cmix runs_handlers:
int pthread_sigmask(int how, const sigset_t *set, sigset_t *oldset);
#pragma cmix runs_handlers:
int sigsuspend(const sigset_t *mask);
#pragma cmix runs_handlers:
int sigrelse(int sig);
#pragma cmix runs_handlers:
int pause(void);
#pragma cmix runs_handlers:
unsigned int sleep(unsigned int seconds);
#pragma cmix runs_handlers:
int usleep(useconds_t usec);
#pragma cmix runs_handlers:
int nanosleep(const struct timespec *req, struct timespec *rem);
#pragma cmix runs_handlers:
int clock_nanosleep(clockid_t clockid, int flags, const struct timespec *request, struct timespec *remain);
#pragma cmix runs_handlers:
long syscall(long number, ...);
#pragma cmix runs_handlers:
pid_t fork(void);
#pragma cmix runs_handlers:
int pthread_join(pthread_t thread, void **retval);
#pragma cmix runs_handlers:
int pthread_mutex_lock(pthread_mutex_t *mutex);
#pragma cmix runs_handlers:
int pthread_mutex_trylock(pthread_mutex_t *mutex);
#pragma cmix runs_handlers:
int pthread_mutex_timedlock(pthread_mutex_t *mutex, const struct timespec *abstime);
#pragma cmix runs_handlers:
int pthread_cond_wait(pthread_cond_t *cond, pthread_mutex_t *mutex);
#pragma cmix runs_handlers:
int pthread_cond_timedwait(pthread_cond_t *cond, pthread_mutex_t *mutex, const struct timespec *abstime);
#pragma cmix runs_handlers:
int pthread_barrier_wait(pthread_barrier_t *barrier);
#pragma cmix runs_handlers:
int pthread_rwlock_rdlock(pthread_rwlock_t *rwlock);
#pragma cmix runs_handlers:
int pthread_rwlock_wrlock(pthread_rwlock_t *rwlock);
#pragma cmix runs_handlers:
int pthread_spin_lock(pthread_spinlock_t *lock);
#pragma cmix runs_handlers:
int sem_wait(sem_t *sem);
#pragma cmix runs_handlers:
int sem_timedwait(sem_t *sem, const struct timespec *abstime);
#pragma cmix runs_handlers:
int sem_trywait(sem_t *sem);
#pragma cmix runs_handlers:
int thrd_join(thrd_t thr, int *res);
#pragma cmix runs_handlers:
int mtx_lock(mtx_t *mtx);
#pragma cmix runs_handlers:
int mtx_timedlock(mtx_t *mtx, const struct timespec *ts);
#pragma cmix runs_handlers:
int mtx_trylock(mtx_t *mtx);
#pragma cmix runs_handlers:
int cnd_wait(cnd_t *cond, mtx_t *mtx);
#pragma cmix runs_handlers:
int cnd_timedwait(cnd_t *cond, mtx_t *mtx, const struct timespec *ts);
#pragma cmix runs_handlers:
int swapcontext(ucontext_t *oucp, const ucontext_t *ucp);
#pragma cmix runs_handlers:
int setcontext(const ucontext_t *ucp);
