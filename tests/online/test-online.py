#!/usr/bin/env python3
# test-online.py: whole online games through a real XMPP server
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts prosody on 127.0.0.1 with a configuration of its own in a
# temporary folder (a free port, a multi-user chat component, accounts made
# with prosodyctl), plays games between `ludus-cli host` and `ludus-cli join`
# processes, checks that every machine ends with the same game, and stops
# the server; a second prosody with a self-signed certificate for the TLS
# errors.  Nothing reaches beyond the loopback.  TAP output.
#   test-online.py LUDUS_CLI LOCALE_DIR XMPP_PRESENCE

import gettext
import json
import os
import pwd
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1]
LOCALE_DIR = sys.argv[2]
XMPP_PRESENCE = sys.argv[3]
CONTENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'data', 'content')
# Stanzas over this are refused, as by many servers (prosody's default is
# 256 KiB): a large start must travel in parts.
STANZA_LIMIT = 64 * 1024
PROSODY = shutil.which('prosody')
PROSODYCTL = shutil.which('prosodyctl')
ACCOUNTS = ['anna', 'bela', 'cili', 'dani']
# LUDUS_ONLINE_LOG=FILE: the processes' messages go there (with
# G_MESSAGES_DEBUG=Ludus, every message sent and received).
LOG = open(os.environ['LUDUS_ONLINE_LOG'], 'a') if os.environ.get('LUDUS_ONLINE_LOG') else None
results = []
ROUND_TRIPS = []
# Every process a case started: whatever is left is killed when it ends, so
# that no case waits on another's.
started = []


def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


class Server:
    # tls: TLS required, with a self-signed certificate made here, which
    # no client trusts.
    def __init__(self, folder, tls=False, accounts=ACCOUNTS):
        self.folder = folder
        self.port = free_port()
        self.config = os.path.join(folder, 'prosody.cfg.lua')
        user = pwd.getpwuid(os.geteuid()).pw_name
        data = os.path.join(folder, 'data')
        os.makedirs(data)
        if tls:
            subprocess.run(['openssl', 'req', '-x509', '-newkey', 'ec', '-pkeyopt',
                            'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
                            '-subj', '/CN=localhost', '-keyout', f'{folder}/localhost.key',
                            '-out', f'{folder}/localhost.crt'],
                           check=True, capture_output=True, timeout=60)
            security = f'''c2s_require_encryption = true
ssl = {{ certificate = "{folder}/localhost.crt", key = "{folder}/localhost.key" }}
modules_disabled = {{ "s2s", "posix" }}
modules_enabled = {{ "tls", "roster", "saslauth", "disco", "ping", "presence", "message", "iq" }}'''
        else:
            security = '''c2s_require_encryption = false
allow_unencrypted_plain_auth = true
modules_disabled = { "s2s", "tls", "posix" }
modules_enabled = { "roster", "saslauth", "disco", "ping", "presence", "message", "iq" }'''
        with open(self.config, 'w') as f:
            f.write(f'''
prosody_user = "{user}"
prosody_group = "{user}"
run_as_root = {str(os.geteuid() == 0).lower()}
pidfile = "{folder}/prosody.pid"
data_path = "{data}"
daemonize = false
log = {{ info = "{folder}/prosody.log" }}
interfaces = {{ "127.0.0.1" }}
c2s_ports = {{ {self.port} }}
s2s_ports = {{}}
component_ports = {{}}
http_ports = {{}}
https_ports = {{}}
{security}
c2s_stanza_size_limit = {STANZA_LIMIT}
authentication = "internal_hashed"
VirtualHost "localhost"
Component "rooms.localhost" "muc"
  restrict_room_creation = false
  muc_room_locking = false
''')
        for name in accounts:
            subprocess.run([PROSODYCTL, '--config', self.config, 'register', name,
                            'localhost', name + '-password'],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=60)
        self.process = None
        self.start()

    def start(self):
        self.process = subprocess.Popen([PROSODY, '--config', self.config],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(('127.0.0.1', self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError('prosody did not start: see ' + self.folder)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)


def ludus(command, account, server, room, extra, stderr=None):
    env = dict(os.environ, LUDUS_XMPP_PASSWORD=account + '-password')
    process = subprocess.Popen([CLI, command, '--jid', account + '@localhost',
                                '--server', f'127.0.0.1:{server.port}', '--without-tls',
                                '--room', room + '@rooms.localhost', '--level', 'easy', '--json']
                               + extra, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE,
                               stderr=stderr or LOG or subprocess.PIPE, text=True)
    started.append(process)
    return process


def finish(process, timeout=180, with_err=False):
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate(timeout=30)
        raise AssertionError(f'still running after {timeout} s') from None
    if process.returncode != 0:
        raise AssertionError(f'exit {process.returncode}: {(err or "").strip()}')
    return (json.loads(out), err or '') if with_err else json.loads(out)


def host_with_log(server, room, extra):
    # A host whose messages go to a file, read while it runs.
    path = os.path.join(server.folder, room + '-host.log')
    with open(path, 'w') as log:
        return ludus('host', 'anna', server, room, extra, stderr=log), path


def wait_for_begin(host, path, timeout=120):
    # Until every seat is taken: a guest killed earlier was never seated,
    # and the host would wait for it for ever.
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with open(path) as f:
            if 'the game begins' in f.read():
                return
        assert host.poll() is None, f'the host stopped before the game began (exit {host.returncode})'
        time.sleep(0.1)
    raise AssertionError(f'the game did not begin within {timeout} s')


def check(name, function):
    wanted = os.environ.get('LUDUS_ONLINE_TESTS')
    if wanted and not any(w in name for w in wanted.split(',')):
        return
    try:
        function()
        results.append((True, name, ''))
    except Exception as e:  # noqa: BLE001 - every failure is a test's failure
        results.append((False, name, str(e)))
    finally:
        while started:
            process = started.pop()
            if process.poll() is None:
                process.kill()
                process.communicate(timeout=30)


def whole_game(server, game, players):
    room = f'{game}-{players}'
    host = ludus('host', 'anna', server, room, ['--game', game, '--players', str(players)])
    guests = [ludus('join', ACCOUNTS[seat - 1], server, room, ['--seat', str(seat)])
              for seat in range(2, players + 1)]
    end = finish(host)
    for guest in guests:
        other = finish(guest)
        assert other == end, f'{game}: a guest ended with another game'
    assert end['moves'] > 0 and len(end['scores']) == players


def rejoin(server):
    # A guest killed mid-game starts again and plays the game to its end.
    room = 'rejoin'
    host, log = host_with_log(server, room, ['--game', 'thebes', '--players', '2'])
    guest = ludus('join', 'bela', server, room, ['--seat', '2', '--nick', 'bela'])
    wait_for_begin(host, log)
    guest.kill()
    guest.communicate(timeout=30)
    assert host.poll() is None, 'the game ended before the guest was killed'
    guest = ludus('join', 'bela', server, room, ['--seat', '2', '--nick', 'bela'])
    end = finish(host)
    assert finish(guest) == end


def any_free_seat(server):
    # A guest without --seat takes the first free one, and its own again
    # after a restart; at a table with none free another is told so.
    room = 'any-seat'
    host, log = host_with_log(server, room, ['--game', 'medici', '--players', '2'])
    guest = ludus('join', 'bela', server, room, ['--nick', 'bela'])
    wait_for_begin(host, log)
    guest.kill()
    guest.communicate(timeout=30)
    assert host.poll() is None, 'the game ended before the guest was killed'
    late = ludus('join', 'cili', server, room, [], stderr=subprocess.PIPE)
    out, err = late.communicate(timeout=60)
    assert late.returncode == 1, f'exit {late.returncode}'
    assert 'no seat is free' in err, err
    guest = ludus('join', 'bela', server, room, ['--nick', 'bela'])
    end = finish(host)
    assert finish(guest) == end


def missing_guest(server):
    # A guest gone for good: the host says who is missing, waits, then
    # hands the seat to its computer player and finishes the game.
    room = 'missing'
    host, log = host_with_log(server, room, ['--game', 'medici', '--players', '3',
                                             '--hand-over-after', '3'])
    stay = ludus('join', 'bela', server, room, ['--seat', '2'])
    gone = ludus('join', 'cili', server, room, ['--seat', '3'])
    wait_for_begin(host, log)
    gone.kill()
    gone.communicate(timeout=30)
    assert host.poll() is None, 'the game ended before the guest was killed'
    end = finish(host)
    with open(log) as f:
        err = f.read()
    assert 'seat 3 (guest-3) is missing' in err, err
    assert 'seat 3 is now played by the computer' in err, err
    assert finish(stay) == end


def faults(server):
    # A guest that sends garbage, messages too big for their schema,
    # requests far ahead, stale and duplicate intents with each move: the
    # host refuses them all and the game ends the same everywhere.  The
    # guest measures each move's round trip through the server.
    room = 'faults'
    host = ludus('host', 'anna', server, room, ['--game', 'medici', '--players', '2'],
                 stderr=subprocess.PIPE)
    guest = ludus('join', 'bela', server, room, ['--seat', '2', '--faults', '--round-trips'],
                  stderr=subprocess.PIPE)
    end, host_err = finish(host, with_err=True)
    other, guest_err = finish(guest, with_err=True)
    trips = other.pop('round_trip_ms')
    assert other == end, 'the guest ended with another game'
    assert 'ignored a message from seat 2' in host_err, host_err
    assert 'the host refused' in guest_err, guest_err
    assert trips['n'] > 0
    ROUND_TRIPS.append(trips)


def server_restart(server):
    # The server goes away mid-game: both sides say so and stop.
    room = 'restart'
    host, log = host_with_log(server, room, ['--game', 'thebes', '--players', '2'])
    guest = ludus('join', 'bela', server, room, ['--seat', '2'], stderr=subprocess.PIPE)
    wait_for_begin(host, log)
    server.stop()
    for process in (host, guest):
        out, err = process.communicate(timeout=60)
        if process is host:
            with open(log) as f:
                err = f.read()
        assert process.returncode == 1, f'exit {process.returncode}'
        assert 'XMPP server' in err, err
    server.start()


def wrong_password(server):
    env = dict(os.environ, LUDUS_XMPP_PASSWORD='not-it')
    process = subprocess.run([CLI, 'join', '--jid', 'bela@localhost', '--server',
                              f'127.0.0.1:{server.port}', '--without-tls', '--room',
                              'x@rooms.localhost', '--seat', '2'], env=env,
                             capture_output=True, text=True, timeout=60)
    assert process.returncode == 1
    assert 'refused the address or the password' in process.stderr, process.stderr


def join_error(server, language, options=()):
    # A guest's join that must fail, in language: what it says.
    env = dict(os.environ, LUDUS_XMPP_PASSWORD='bela-password', LANGUAGE=language,
               LC_ALL='C.UTF-8')
    process = subprocess.run([CLI, 'join', '--jid', 'bela@localhost', '--server',
                              f'127.0.0.1:{server.port}', '--room', 'x@rooms.localhost',
                              '--seat', '2', *options], env=env, capture_output=True, text=True,
                             timeout=60)
    assert process.returncode == 1, f'exit {process.returncode}'
    return process.stderr


def translated(language, text):
    return gettext.translation('ludus', LOCALE_DIR, languages=[language],
                               fallback=language == 'en').gettext(text)


def untrusted_certificate(folder):
    # prosody with a self-signed certificate: a TLS error, in the player's
    # language, never a wrong password.
    server = Server(os.path.join(folder, 'tls'), tls=True, accounts=['bela'])
    try:
        said = translated('hu', 'The XMPP server’s certificate is not valid: %s').split('%s')[0]
        assert said != 'The XMPP server’s certificate is not valid: ', 'not translated'
        err = join_error(server, 'hu')
        assert said in err, err
        why = translated('hu', 'it is signed by the server itself, not by an authority this computer trusts')
        assert why.startswith('a kiszolgáló'), why
        assert said + why in err, err
        # Without encryption, such a server takes no password: the right
        # password must not be called wrong without a word of that.
        said = translated('sk', 'The XMPP server refused the address or the password, or it '
                                'takes no password without an encrypted connection')
        err = join_error(server, 'sk', ['--without-tls'])
        assert said in err, err
    finally:
        server.stop()


def no_tls(server):
    # The tests' server offers no TLS: said so, not taken for a password.
    for language in ('en', 'es'):
        said = translated(language, 'The XMPP server offers no encrypted connection, and '
                                    'Ludus does not send a password without one')
        err = join_error(server, language)
        assert said in err, err


def large_deck(server, folder):
    # A custom Medici deck far beyond the server's stanza limit (every
    # card's id long and random) travels with the table, in parts.
    with open(os.path.join(CONTENT, 'medici-deck.json')) as f:
        deck = json.load(f)
    chance = random.Random(32)
    for card in deck['cards']:
        card['id'] = ''.join(chance.choice('0123456789abcdef') for _ in range(2000))
    deck['provenance'] = 'custom'
    deck['name'] = 'Long ids'
    path = os.path.join(folder, 'large-deck.json')
    with open(path, 'w') as f:
        json.dump(deck, f)
    assert os.path.getsize(path) > 2 * STANZA_LIMIT
    room = 'large-deck'
    host = ludus('host', 'anna', server, room, ['--game', 'medici', '--players', '2',
                                                '--deck', path])
    guest = ludus('join', 'bela', server, room, ['--seat', '2'])
    end = finish(host)
    other = finish(guest)
    assert other == end, 'the guest ended with another game'
    # The guest played the custom deck, not its own built-in one.
    assert other['content'] == 'Long ids', f'the guest played {other["content"]}'


def away(server):
    # One player's <show/> away, back and away again, heard by another.
    process = subprocess.run([XMPP_PRESENCE, str(server.port), 'away@rooms.localhost'],
                             capture_output=True, text=True, timeout=120)
    assert process.returncode == 0, process.stderr


def main():
    if PROSODY is None or PROSODYCTL is None:
        print('1..0 # SKIP prosody is not installed')
        return 0
    folder = tempfile.mkdtemp(prefix='ludus-prosody-')
    server = Server(folder)
    try:
        for game, players in [('medici', 2), ('medici', 3), ('mykerinos', 2), ('thebes', 3)]:
            check(f'whole game: {game}, {players} players', lambda: whole_game(server, game, players))
        check('a guest restarted mid-game rejoins', lambda: rejoin(server))
        check('a guest without a seat takes a free one', lambda: any_free_seat(server))
        check('a guest gone is waited for, then played by the computer',
              lambda: missing_guest(server))
        check('a guest sending bad stanzas is refused', lambda: faults(server))
        check('a wrong password is refused', lambda: wrong_password(server))
        check('away is told to the room', lambda: away(server))
        check('a custom deck larger than a stanza travels in parts',
              lambda: large_deck(server, folder))
        check('an untrusted certificate is a TLS error', lambda: untrusted_certificate(folder))
        check('a server without TLS is said to have none', lambda: no_tls(server))
        check('the server stopping mid-game', lambda: server_restart(server))
    finally:
        server.stop()
    print(f'1..{len(results)}')
    for trips in ROUND_TRIPS:
        print(f'# round trip (intent to applied move): median {trips["median"]:.1f} ms, '
              f'max {trips["max"]:.1f} ms, {trips["n"]} moves')
    for i, (ok, name, why) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {i} {name}')
        if why:
            print('# ' + why.replace('\n', '\n# '))
            # meson shows a failed test's stderr, not its TAP comments.
            print(f'not ok {i} {name}: {why}', file=sys.stderr)
    if all(ok for ok, _, _ in results):
        shutil.rmtree(folder, ignore_errors=True)
        return 0
    print(f'# the server\'s files: {folder}')
    return 1


sys.exit(main())
