# smswatch: build, install and uninstall, the GNU way (PREFIX, DESTDIR).
#
#   make build                          release binaries, Swift runtime linked in
#   sudo make install                   to /usr/local (PREFIX=/usr for a distribution)
#   make install DESTDIR=/tmp/pkg PREFIX=/usr
#   make install SKIP_BUILD=1 BINDIR_SRC=.build/debug   install binaries built elsewhere
#   sudo make uninstall                 removes what install put there (same PREFIX)
#   make check-units                    systemd-analyze: exposure of the system unit <= 1.0
#
# The sample config goes to $(DESTDIR)$(SYSCONFDIR)/smswatch/smswatchd.conf and is never
# overwritten; uninstall removes it only while it is still the unchanged sample.

SHELL := /bin/sh

PREFIX ?= /usr/local
DESTDIR ?=
SYSCONFDIR ?= /etc
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
UNITDIR ?= $(LIBDIR)/systemd/system
USERUNITDIR ?= $(LIBDIR)/systemd/user
SYSUSERSDIR ?= $(LIBDIR)/sysusers.d
TMPFILESDIR ?= $(LIBDIR)/tmpfiles.d
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
ZSHCOMPDIR ?= $(DATADIR)/zsh/vendor-completions
FISHCOMPDIR ?= $(DATADIR)/fish/vendor_completions.d

SWIFT ?= swift
SCRATCH ?= .build
SWIFTFLAGS ?= -c release --static-swift-stdlib --scratch-path $(SCRATCH)
# Where the built smswatchd and smswatch are taken from. Evaluated only when used, so
# `make install SKIP_BUILD=1 BINDIR_SRC=dir` never runs swift.
BINDIR_SRC ?= $(shell $(SWIFT) build $(SWIFTFLAGS) --show-bin-path)
SKIP_BUILD ?=

INSTALL ?= install
PROGRAMS := smswatchd smswatch
# The unit templates' @bindir@ becomes $(BINDIR).
RENDER = sed 's|@bindir@|$(BINDIR)|g'

.PHONY: all build install install-bin install-data uninstall check-units test run bench fuzz

all: build

build:
	$(SWIFT) build $(SWIFTFLAGS) --product smswatchd
	$(SWIFT) build $(SWIFTFLAGS) --product smswatch

ifeq ($(SKIP_BUILD),)
install-bin: build
else
install-bin:
endif
	@for p in $(PROGRAMS); do \
	  [ -x "$(BINDIR_SRC)/$$p" ] || { echo "make: $(BINDIR_SRC)/$$p is missing; run 'make build' or set BINDIR_SRC" >&2; exit 1; }; \
	done
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 0755 "$(BINDIR_SRC)/smswatchd" "$(BINDIR_SRC)/smswatch" "$(DESTDIR)$(BINDIR)/"

install-data:
	$(INSTALL) -d "$(DESTDIR)$(UNITDIR)" "$(DESTDIR)$(USERUNITDIR)"
	$(RENDER) systemd/smswatchd.service.in > "$(DESTDIR)$(UNITDIR)/smswatchd.service"
	$(RENDER) systemd/user/smswatchd.service.in > "$(DESTDIR)$(USERUNITDIR)/smswatchd.service"
	chmod 0644 "$(DESTDIR)$(UNITDIR)/smswatchd.service" "$(DESTDIR)$(USERUNITDIR)/smswatchd.service"
	$(INSTALL) -m 0644 systemd/smswatchd.socket "$(DESTDIR)$(UNITDIR)/"
	$(INSTALL) -m 0644 systemd/user/smswatchd.socket "$(DESTDIR)$(USERUNITDIR)/"
	$(INSTALL) -D -m 0644 systemd/smswatch.sysusers "$(DESTDIR)$(SYSUSERSDIR)/smswatch.conf"
	$(INSTALL) -D -m 0644 systemd/smswatch.tmpfiles "$(DESTDIR)$(TMPFILESDIR)/smswatch.conf"
	$(INSTALL) -D -m 0644 man/smswatch.1 "$(DESTDIR)$(MANDIR)/man1/smswatch.1"
	$(INSTALL) -D -m 0644 man/smswatchd.8 "$(DESTDIR)$(MANDIR)/man8/smswatchd.8"
	$(INSTALL) -D -m 0644 completions/bash/smswatch "$(DESTDIR)$(BASHCOMPDIR)/smswatch"
	ln -sf smswatch "$(DESTDIR)$(BASHCOMPDIR)/smswatchd"
	$(INSTALL) -D -m 0644 completions/zsh/_smswatch "$(DESTDIR)$(ZSHCOMPDIR)/_smswatch"
	$(INSTALL) -D -m 0644 completions/fish/smswatch.fish "$(DESTDIR)$(FISHCOMPDIR)/smswatch.fish"
	ln -sf smswatch.fish "$(DESTDIR)$(FISHCOMPDIR)/smswatchd.fish"
	@if [ -e "$(DESTDIR)$(SYSCONFDIR)/smswatch/smswatchd.conf" ]; then \
	  echo "make: keeping the existing $(DESTDIR)$(SYSCONFDIR)/smswatch/smswatchd.conf"; \
	else \
	  echo "$(INSTALL) -D -m 0644 etc/smswatchd.conf $(DESTDIR)$(SYSCONFDIR)/smswatch/smswatchd.conf"; \
	  $(INSTALL) -D -m 0644 etc/smswatchd.conf "$(DESTDIR)$(SYSCONFDIR)/smswatch/smswatchd.conf"; \
	fi

install: install-bin install-data
	@if [ -z "$(DESTDIR)" ]; then \
	  echo "Next: systemd-sysusers; systemd-tmpfiles --create; systemctl daemon-reload;"; \
	  echo "      systemctl enable --now smswatchd.socket   (or, per user: systemctl --user enable --now smswatchd.socket)"; \
	fi

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/smswatchd" "$(DESTDIR)$(BINDIR)/smswatch"
	rm -f "$(DESTDIR)$(UNITDIR)/smswatchd.service" "$(DESTDIR)$(UNITDIR)/smswatchd.socket"
	rm -f "$(DESTDIR)$(USERUNITDIR)/smswatchd.service" "$(DESTDIR)$(USERUNITDIR)/smswatchd.socket"
	rm -f "$(DESTDIR)$(SYSUSERSDIR)/smswatch.conf" "$(DESTDIR)$(TMPFILESDIR)/smswatch.conf"
	rm -f "$(DESTDIR)$(MANDIR)/man1/smswatch.1" "$(DESTDIR)$(MANDIR)/man8/smswatchd.8"
	rm -f "$(DESTDIR)$(BASHCOMPDIR)/smswatch" "$(DESTDIR)$(BASHCOMPDIR)/smswatchd" "$(DESTDIR)$(ZSHCOMPDIR)/_smswatch"
	rm -f "$(DESTDIR)$(FISHCOMPDIR)/smswatch.fish" "$(DESTDIR)$(FISHCOMPDIR)/smswatchd.fish"
	@conf="$(DESTDIR)$(SYSCONFDIR)/smswatch/smswatchd.conf"; \
	if [ -e "$$conf" ] && cmp -s "$$conf" etc/smswatchd.conf; then \
	  rm -f "$$conf"; rmdir "$(DESTDIR)$(SYSCONFDIR)/smswatch" 2>/dev/null || true; \
	elif [ -e "$$conf" ]; then \
	  echo "make: keeping $$conf (changed from the sample)"; \
	fi

check-units:
	@dir=$$(mktemp -d) && $(RENDER) systemd/smswatchd.service.in > "$$dir/smswatchd.service" && \
	  systemd-analyze security --offline=yes --threshold=10 "$$dir/smswatchd.service" > "$$dir/report" 2>&1; \
	  status=$$?; tail -n 1 "$$dir/report"; rm -rf "$$dir"; exit $$status

test:
	./scripts/test.sh

run:
	./scripts/run.sh

bench:
	./scripts/bench.sh

fuzz:
	./scripts/fuzz.sh
