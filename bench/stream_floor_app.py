"""The least a gevent stream can cost: a WSGI app that answers every request
with an event stream and waits, doing nothing else. ``bench/streams.py``
serves it with gunicorn's gevent worker beside the real API, so the memory a
follower costs in the service can be read against what the server and its
greenlet cost by themselves."""

import gevent


def app(environ, start_response):
    start_response("200 OK", [("Content-Type", "text/event-stream")])

    def stream():
        yield b"retry: 2000\n\n"
        gevent.sleep(600)

    return stream()
