#include "CSmsShim.h"
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>
#include <time.h>
#include <sys/epoll.h>
#include <sys/inotify.h>
#include <sys/signalfd.h>
#include <sys/prctl.h>
#include <malloc.h>
#include <sys/syscall.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>

int CSmsShim_peercred(int fd, pid_t *pid, uid_t *uid, gid_t *gid) {
    struct ucred cred;
    socklen_t len = sizeof(cred);
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0) return -1;
    if (len != sizeof(cred)) { errno = EINVAL; return -1; }
    *pid = cred.pid; *uid = cred.uid; *gid = cred.gid;
    return 0;
}

int CSmsShim_peergroups(int fd, gid_t *groups, int capacity) {
    socklen_t len = (socklen_t)(capacity * (int)sizeof(gid_t));
    if (getsockopt(fd, SOL_SOCKET, SO_PEERGROUPS, groups, &len) != 0) {
        if (errno == ERANGE) return (int)(len / sizeof(gid_t));
        return -1;
    }
    return (int)(len / sizeof(gid_t));
}

int CSmsShim_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int CSmsShim_epoll_ctl(int epfd, int op, int fd, uint32_t events, uint64_t data) {
    struct epoll_event ev;
    memset(&ev, 0, sizeof(ev));
    ev.events = events;
    ev.data.u64 = data;
    return epoll_ctl(epfd, op, fd, &ev);
}

int CSmsShim_epoll_wait(int epfd, uint32_t *events, uint64_t *data, int capacity, int timeout_ms) {
    struct epoll_event evs[64];
    if (capacity > 64) capacity = 64;
    int n = epoll_wait(epfd, evs, capacity, timeout_ms);
    for (int i = 0; i < n; i++) { events[i] = evs[i].events; data[i] = evs[i].data.u64; }
    return n;
}

const int CSmsShim_EPOLL_CTL_ADD = EPOLL_CTL_ADD;
const int CSmsShim_EPOLL_CTL_MOD = EPOLL_CTL_MOD;
const int CSmsShim_EPOLL_CTL_DEL = EPOLL_CTL_DEL;
const uint32_t CSmsShim_EPOLLIN = EPOLLIN;
const uint32_t CSmsShim_EPOLLOUT = EPOLLOUT;
const uint32_t CSmsShim_EPOLLERR = EPOLLERR;
const uint32_t CSmsShim_EPOLLHUP = EPOLLHUP;
const uint32_t CSmsShim_EPOLLRDHUP = EPOLLRDHUP;

int CSmsShim_inotify_init(void) { return inotify_init1(IN_NONBLOCK | IN_CLOEXEC); }
int CSmsShim_inotify_add_watch(int fd, const char *path, uint32_t mask) { return inotify_add_watch(fd, path, mask); }
const uint32_t CSmsShim_IN_CLOSE_WRITE = IN_CLOSE_WRITE;
const uint32_t CSmsShim_IN_MOVED_TO = IN_MOVED_TO;
const uint32_t CSmsShim_IN_DELETE_SELF = IN_DELETE_SELF;
const uint32_t CSmsShim_IN_MOVE_SELF = IN_MOVE_SELF;
const uint32_t CSmsShim_IN_IGNORED = IN_IGNORED;
const uint32_t CSmsShim_IN_ISDIR = IN_ISDIR;
const uint32_t CSmsShim_IN_Q_OVERFLOW = IN_Q_OVERFLOW;
const uint32_t CSmsShim_IN_CREATE = IN_CREATE;
const uint32_t CSmsShim_IN_ONLYDIR = IN_ONLYDIR;
const int CSmsShim_inotify_event_size = (int)sizeof(struct inotify_event);

int CSmsShim_signalfd(const int *signals, int count) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    if (sigprocmask(SIG_BLOCK, &set, NULL) != 0) return -1;
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

int CSmsShim_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof(info));
    if (n == (ssize_t)sizeof(info)) return (int)info.ssi_signo;
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) return 0;
    return -1;
}

int CSmsShim_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int64_t CSmsShim_monotonic_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int64_t CSmsShim_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t CSmsShim_realtime_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int CSmsShim_disable_dumping(void) { return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); }

int CSmsShim_accept(int fd) { return accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC); }

int CSmsShim_unix_stream_socket(int nonblocking) {
    return socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | (nonblocking ? SOCK_NONBLOCK : 0), 0);
}

static int fill_address(struct sockaddr_un *addr, const char *path) {
    size_t len = strlen(path);
    memset(addr, 0, sizeof(*addr));
    addr->sun_family = AF_UNIX;
    if (len == 0 || len >= sizeof(addr->sun_path)) { errno = ENAMETOOLONG; return -1; }
    memcpy(addr->sun_path, path, len);
    return 0;
}

int CSmsShim_unix_bind(int fd, const char *path) {
    struct sockaddr_un addr;
    if (fill_address(&addr, path) != 0) return -1;
    return bind(fd, (struct sockaddr *)&addr, sizeof(addr));
}

int CSmsShim_unix_connect(int fd, const char *path) {
    struct sockaddr_un addr;
    if (fill_address(&addr, path) != 0) return -1;
    return connect(fd, (struct sockaddr *)&addr, sizeof(addr));
}

int CSmsShim_unix_send_datagram(const char *path, const void *data, size_t length) {
    struct sockaddr_un addr;
    if (fill_address(&addr, path) != 0) return -1;
    socklen_t addrlen = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + strlen(path));
    if (addr.sun_path[0] == '@') addr.sun_path[0] = 0;
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    ssize_t n = sendto(fd, data, length, MSG_NOSIGNAL, (struct sockaddr *)&addr, addrlen);
    int saved = errno;
    close(fd);
    errno = saved;
    return n < 0 ? -1 : 0;
}

int CSmsShim_is_listening_unix_stream(int fd) {
    int value = 0; socklen_t len = sizeof(value);
    if (getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &value, &len) != 0 || !value) return 0;
    int type = 0; len = sizeof(type);
    if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) != 0 || type != SOCK_STREAM) return 0;
    struct sockaddr_un addr; len = sizeof(addr);
    if (getsockname(fd, (struct sockaddr *)&addr, &len) != 0 || addr.sun_family != AF_UNIX) return 0;
    return 1;
}

int CSmsShim_rusage(long *voluntary, long *involuntary, long *max_rss_kib) {
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0) return -1;
    *voluntary = usage.ru_nvcsw; *involuntary = usage.ru_nivcsw; *max_rss_kib = usage.ru_maxrss;
    return 0;
}

int CSmsShim_release_free_heap(void) { return malloc_trim(0); }

int CSmsShim_pidfd_open(int pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }
