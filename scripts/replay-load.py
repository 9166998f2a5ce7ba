#!/usr/bin/env python3
"""Load on `locatorlab replay`: WebDriver sessions sending ordinary finds,
with or without sessions that send a catastrophic regular expression over
and over, and with or without idle connections that hold sockets open.
Prints the finds per second and the p50/p99/max latency of the ordinary
finds, and what the attackers got.

    locatorlab replay samples/ios-users-user-details.xml --port 4723 --xpath-timeout 2 &
    scripts/replay-load.py --port 4723 --seconds 20 --clients 4 \\
        [--attackers 2] [--idle-connections 64]

Plain `http.client`, one connection per session, as the Appium clients
keep one; no third-party package needed.
"""
import argparse, http.client, json, socket, statistics, threading, time

ORDINARY = [
    ("xpath", "//XCUIElementTypeStaticText[@name='Users.UserDetails.Label']"),
    ("accessibility id", "Users.UserDetails.Label"),
    ("class name", "XCUIElementTypeStaticText"),
    ("-ios predicate string", "type == 'XCUIElementTypeStaticText' AND label CONTAINS 'a'"),
]
HOSTILE = ("xpath", "//*[matches('" + "a" * 40 + "b','^(a+)+$')]")


def request(connection, port, method, path, body=None):
    payload = None if body is None else json.dumps(body)
    headers = {"Host": f"127.0.0.1:{port}", "Content-Type": "application/json"}
    connection.request(method, path, payload, headers)
    response = connection.getresponse()
    return response.status, json.loads(response.read() or b"{}")


def new_session(connection, port):
    status, reply = request(connection, port, "POST", "/session", {
        "capabilities": {"alwaysMatch": {"platformName": "iOS", "appium:automationName": "XCUITest"}}})
    if status != 200:
        raise OSError(f"POST /session answered {status}: {reply.get('value', {}).get('message')}")
    return reply["value"]["sessionId"]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--attackers", type=int, default=0)
    parser.add_argument("--idle-connections", type=int, default=0)
    options = parser.parse_args()
    port = options.port
    latencies, failures, hostile = [], [], []
    lock = threading.Lock()
    idle = []
    for _ in range(options.idle_connections):
        idle.append(socket.create_connection(("127.0.0.1", port)))
    if idle:
        # Connections that sent nothing yet; the sessions start a second later.
        time.sleep(1)
    until = time.monotonic() + options.seconds

    def ordinary(offset):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        try:
            session = new_session(connection, port)
        except (OSError, http.client.HTTPException) as error:
            with lock:
                failures.append(f"session: {error}")
            return
        k = offset
        while time.monotonic() < until:
            using, value = ORDINARY[k % len(ORDINARY)]
            k += 1
            started = time.monotonic()
            try:
                status, reply = request(connection, port, "POST", f"/session/{session}/elements",
                                        {"using": using, "value": value})
            except (OSError, http.client.HTTPException) as error:
                with lock:
                    failures.append(str(error))
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
                continue
            elapsed = time.monotonic() - started
            with lock:
                if status == 200:
                    latencies.append(elapsed)
                else:
                    failures.append(f"{status} {reply.get('value', {}).get('error')}")

    def attacker():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        try:
            session = new_session(connection, port)
        except (OSError, http.client.HTTPException) as error:
            with lock:
                failures.append(f"attacker session: {error}")
            return
        while time.monotonic() < until:
            started = time.monotonic()
            try:
                status, reply = request(connection, port, "POST", f"/session/{session}/element",
                                        {"using": HOSTILE[0], "value": HOSTILE[1]})
            except (OSError, http.client.HTTPException) as error:
                status, reply = 0, {"value": {"error": f"connection: {error}"}}
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            with lock:
                hostile.append((status, round(time.monotonic() - started, 2), reply.get("value", {}).get("error")))

    threads = [threading.Thread(target=ordinary, args=(i,)) for i in range(options.clients)]
    threads += [threading.Thread(target=attacker) for _ in range(options.attackers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for connection in idle:
        connection.close()
    print(f"{len(latencies) / options.seconds:.0f} finds/s from {options.clients} sessions, "
          f"{options.attackers} attackers, {options.idle_connections} idle connections")
    if latencies:
        print(f"p50 {statistics.median(latencies) * 1000:.1f} ms, p99 {percentile(latencies, 0.99) * 1000:.1f} ms, "
              f"max {max(latencies) * 1000:.1f} ms over {len(latencies)} finds")
    print(f"failures: {len(failures)} {sorted(set(failures))[:5]}")
    if hostile:
        errors = sorted({h[2] for h in hostile if h[2]})
        print(f"hostile finds: {len(hostile)}, each {min(h[1] for h in hostile)}-{max(h[1] for h in hostile)} s, "
              f"errors {errors}")


if __name__ == "__main__":
    main()
