import LocatorLabCommandLine

// Everything but serving `inspect --serve`, which runs in
// locatorlab-server: linking the HTTP server (and the URL loading
// FoundationNetworking brings, with libcurl and its TLS stack) would cost
// every one-shot command several milliseconds of start-up.
LocatorLabCommand.start()
