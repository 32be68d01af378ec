"""Following games live: event streams, the tenant feed and long polls (the hub, parked
connections, the threaded fallback)."""
