"""gunicorn's gevent worker, able to park a follower's connection.

A view that parks its connection (``parking.py``) returns gunicorn's
``ALREADY_HANDLED``: the socket has been handed on, so the connection's
greenlet must end now instead of waiting for another request on it. Raising
``StopIteration`` there is gunicorn's own way to close a connection; its
copy of the socket is closed and the parked duplicate lives on.

None of this is documented gunicorn API: every behaviour relied on is checked
against the installed gunicorn by ``tests/service/test_gunicorn_contract.py``.
"""

from gunicorn.workers.base_async import ALREADY_HANDLED
from gunicorn.workers.ggevent import GeventWorker


class Worker(GeventWorker):
    def load_wsgi(self):
        super().load_wsgi()
        # After gevent's monkey-patching (init_process), so the app's modules
        # are imported patched; parking needs the gevent loop.
        from services.api.streaming import parking

        parking.enabled = True
        parking.capacity = self.worker_connections

    def is_already_handled(self, respiter):
        if respiter is ALREADY_HANDLED:
            raise StopIteration("the connection is parked")
        return False
