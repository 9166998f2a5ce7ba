#!/usr/bin/env python3
"""Load on `locatorlab inspect --serve`: ordinary live queries from a few
clients, with or without one client that sends a catastrophic regular
expression over and over. Prints requests per second and the p50/p99
latency of the ordinary queries.

    locatorlab inspect page.xml --serve --port 8040 &
    scripts/serve-load.py --port 8040 --seconds 20 --clients 4 [--hostile]
"""
import argparse, http.client, json, statistics, threading, time

ORDINARY = [
    ("xpath", "//XCUIElementTypeButton"),
    ("xpath", "//*[@name='Wallet.NavigationBar.AddButton']"),
    ("accessibility id", "Back"),
    ("-ios predicate string", "type == 'XCUIElementTypeStaticText' AND label CONTAINS 'a'"),
]
HOSTILE = ("xpath", "//*[matches('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab','^(a+)+$')]")


def post(connection, port, strategy, value):
    body = json.dumps({"page": 0, "strategy": strategy, "value": value})
    connection.request("POST", "/query", body, {"Host": f"127.0.0.1:{port}", "Content-Type": "application/json"})
    response = connection.getresponse()
    return response.status, json.loads(response.read())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--hostile", action="store_true")
    options = parser.parse_args()
    until = time.monotonic() + options.seconds
    latencies, failures, hostile = [], [], []
    lock = threading.Lock()

    def ordinary(offset):
        connection = http.client.HTTPConnection("127.0.0.1", options.port, timeout=60)
        k = offset
        while time.monotonic() < until:
            strategy, value = ORDINARY[k % len(ORDINARY)]
            k += 1
            started = time.monotonic()
            status, reply = post(connection, options.port, strategy, value)
            elapsed = time.monotonic() - started
            with lock:
                (latencies if status == 200 and "error" not in reply else failures).append(elapsed)

    def attacker():
        while time.monotonic() < until:
            connection = http.client.HTTPConnection("127.0.0.1", options.port, timeout=60)
            started = time.monotonic()
            status, reply = post(connection, options.port, *HOSTILE)
            hostile.append((status, round(time.monotonic() - started, 2), reply.get("error", "")[:60]))

    threads = [threading.Thread(target=ordinary, args=(i,)) for i in range(options.clients)]
    if options.hostile:
        threads.append(threading.Thread(target=attacker))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    latencies.sort()
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000
    print(f"ordinary: {len(latencies)} answered, {len(failures)} failed, "
          f"{len(latencies) / options.seconds:.0f} requests/s, p50 {p(0.5):.2f} ms, p99 {p(0.99):.2f} ms, "
          f"max {latencies[-1] * 1000:.1f} ms")
    if options.hostile:
        print(f"hostile: {len(hostile)} sent; first answers {hostile[:3]}")


if __name__ == "__main__":
    main()
