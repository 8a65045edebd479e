#ifndef CSMSSHIM_H
#define CSMSSHIM_H
/* Things Glibc does not show Swift: struct ucred (needs _GNU_SOURCE), packed epoll_event,
 * inotify/epoll/signalfd macros. Every symbol is prefixed with the module name. */
#include <stdint.h>
#include <sys/types.h>
#include <signal.h>

/* SO_PEERCRED: returns 0 and fills pid/uid/gid, or -1 with errno set. */
int CSmsShim_peercred(int fd, pid_t *pid, uid_t *uid, gid_t *gid);
/* SO_PEERGROUPS: the peer's supplementary groups. Returns the count (possibly more than
 * capacity: call again with a bigger buffer), or -1 with errno set. */
int CSmsShim_peergroups(int fd, gid_t *groups, int capacity);

/* epoll with the packed struct kept on the C side. */
int CSmsShim_epoll_create(void);
int CSmsShim_epoll_ctl(int epfd, int op, int fd, uint32_t events, uint64_t data);
/* Waits for up to `capacity` events; fills parallel arrays. Returns the count or -1. */
int CSmsShim_epoll_wait(int epfd, uint32_t *events, uint64_t *data, int capacity, int timeout_ms);

extern const int CSmsShim_EPOLL_CTL_ADD;
extern const int CSmsShim_EPOLL_CTL_MOD;
extern const int CSmsShim_EPOLL_CTL_DEL;
extern const uint32_t CSmsShim_EPOLLIN;
extern const uint32_t CSmsShim_EPOLLOUT;
extern const uint32_t CSmsShim_EPOLLERR;
extern const uint32_t CSmsShim_EPOLLHUP;
extern const uint32_t CSmsShim_EPOLLRDHUP;

/* inotify */
int CSmsShim_inotify_init(void);
int CSmsShim_inotify_add_watch(int fd, const char *path, uint32_t mask);
extern const uint32_t CSmsShim_IN_CLOSE_WRITE;
extern const uint32_t CSmsShim_IN_MOVED_TO;
extern const uint32_t CSmsShim_IN_DELETE_SELF;
extern const uint32_t CSmsShim_IN_MOVE_SELF;
extern const uint32_t CSmsShim_IN_IGNORED;
extern const uint32_t CSmsShim_IN_ISDIR;
extern const uint32_t CSmsShim_IN_Q_OVERFLOW;
extern const uint32_t CSmsShim_IN_CREATE;
extern const uint32_t CSmsShim_IN_ONLYDIR;
/* Size of the fixed part of struct inotify_event. */
extern const int CSmsShim_inotify_event_size;

/* signalfd for the given signals (which are blocked first). Returns the fd or -1. */
int CSmsShim_signalfd(const int *signals, int count);
/* Reads one signal from a signalfd: returns the signal number, 0 when none, -1 on error. */
int CSmsShim_signalfd_read(int fd);

/* pipe2(O_CLOEXEC): both ends close-on-exec from the start, so a child that another thread
 * spawns at that moment cannot inherit them. Returns 0 or -1 with errno set. */
int CSmsShim_pipe(int fds[2]);

/* Monotonic and wall-clock time in milliseconds. */
int64_t CSmsShim_monotonic_ms(void);
int64_t CSmsShim_realtime_ms(void);
/* Monotonic time in nanoseconds, for latency measurements. */
int64_t CSmsShim_monotonic_ns(void);

/* prctl(PR_SET_DUMPABLE, 0): no core dumps, no ptrace by other users. */
int CSmsShim_disable_dumping(void);

/* accept4 with SOCK_NONBLOCK | SOCK_CLOEXEC. */
int CSmsShim_accept(int fd);
/* socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK? | SOCK_CLOEXEC) */
int CSmsShim_unix_stream_socket(int nonblocking);
/* bind/connect a unix stream socket to `path`; -2 with errno ENAMETOOLONG when too long. */
int CSmsShim_unix_bind(int fd, const char *path);
int CSmsShim_unix_connect(int fd, const char *path);
/* Sends a datagram to an AF_UNIX path (a leading '@' means the abstract namespace). */
int CSmsShim_unix_send_datagram(const char *path, const void *data, size_t length);
/* getsockopt(SO_ACCEPTCONN) and the socket's type: is `fd` a listening unix stream socket? */
int CSmsShim_is_listening_unix_stream(int fd);
/* getrusage(RUSAGE_SELF) voluntary + involuntary context switches, and max RSS in KiB. */
int CSmsShim_rusage(long *voluntary, long *involuntary, long *max_rss_kib);
/* pidfd_open(pid, 0): a descriptor that turns readable when the process exits (Linux 5.3),
   with FD_CLOEXEC. */
int CSmsShim_pidfd_open(int pid);
/* malloc_trim(0): returns the free pages of the heap to the kernel. */
int CSmsShim_release_free_heap(void);
#endif
