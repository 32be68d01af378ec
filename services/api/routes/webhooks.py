"""Webhooks of the caller's tenant: register, list, remove, rotate, test."""

from __future__ import annotations

import secrets

from flask.views import MethodView
from rq import Queue

from services.api.contract.operations import (
    BODY,
    IDEMPOTENT,
    LOCATION,
    QUERY,
    REPLAYED,
    operation,
)
from services.api.play import schemas
from services.api.play.context import res, tenant
from services.api.trust import idempotency
from services.api.web import language
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared import clock, gamedoc, webhooks
from shared.i18n import N_, read_back

blp = Blueprint("webhooks", __name__, url_prefix="/v1/webhooks",
                description="Be called when your games change (Standard Webhooks).")

ROTATION_GRACE_MS = 24 * 3600 * 1000


def _not_found() -> ApiError:
    return ApiError(404, "webhook_not_found", N_("There is no webhook with this id."))


def _one_webhook(operation_id: str, codes: tuple = ()):
    """The contract of a view of one webhook (``/<hook_id>...``): besides ``codes``, it
    answers 404 ``webhook_not_found`` for an id its tenant has no webhook of."""
    declare = operation(operation_id, codes=codes + ("webhook_not_found",))
    not_found = blp.alt_response(404, schema=schemas.ProblemSchema,
                                 content_type="application/problem+json")
    return lambda view: declare(not_found(view))


def _load(hook_id: str) -> dict:
    """The registration (with its secret stored, see ``webhooks.with_stored_secret``)."""
    hook = (webhooks.with_stored_secret(res().redis, res().settings.token_secret, tenant(),
                                        hook_id) if len(hook_id) <= 40 else None)
    if hook is None:
        raise _not_found()
    return hook


def _shown(hook: dict, secret: str | None = None) -> dict:
    """A registration as its tenant sees it; the secret only when just made."""
    state = res().redis.hgetall(webhooks.hook_key(tenant(), hook["id"], "state"))
    next_at = int(state.get(b"next_attempt_at") or 0)
    out = {key: hook.get(key) for key in ("id", "url", "events", "description", "status",
                                          "disabled_reason", "created_at")}
    out["failures"] = int(state.get(b"failures") or 0)
    out["next_retry_at"] = clock.iso(next_at or None)  # 0: no retry waiting
    if secret is not None:
        out["secret"] = secret
    return out


def _check_url(url: str) -> None:
    try:
        webhooks.check_url(url, res().settings.webhook_allow_private)
    except webhooks.UrlNotAllowed as refused:
        raise ApiError(422, "webhook_url_not_allowed", refused.template,
                       **refused.params) from None


@blp.route("")
class WebhooksView(MethodView):
    @operation("listWebhooks", codes=())
    @blp.response(200, schemas.WebhookList)
    def get(self):
        """List your webhooks"""
        found = (webhooks.with_stored_secret(res().redis, res().settings.token_secret,
                                             tenant(), h["id"])
                 for h in webhooks.all_hooks(res().redis, tenant()))
        return {"webhooks": [_shown(h) for h in found if h is not None]}

    @operation(
        "createWebhook",
        headers={**LOCATION, **REPLAYED},
        codes=BODY + IDEMPOTENT + ("webhook_url_not_allowed", "too_many_webhooks"))
    @blp.arguments(schemas.CreateWebhook)
    @blp.response(201, schemas.WebhookOut)
    @blp.alt_response(422, schema=schemas.ProblemSchema, content_type="application/problem+json")
    def post(self, body):
        """Register a webhook

        The URL (http or https, no credentials, not a loopback, private or
        link-local address unless the operator allows it) is called with
        every event of your games whose type is in `events` (all when
        empty). The answer holds the signing `secret`, shown only here and
        when rotated. Each message is a `WebhookMessage` (see the schemas),
        signed as the Standard Webhooks specification says.
        """
        def register(claim):
            _check_url(body["url"])
            connection = res().redis
            if len(webhooks.all_hooks(connection, tenant())) >= webhooks.MAX_PER_TENANT:
                raise ApiError(
                    422,
                    "too_many_webhooks",
                    N_("A tenant may register up to {max_per_tenant} webhooks."),
                    max_per_tenant=webhooks.MAX_PER_TENANT,
                )
            hook = {"id": "wh_" + secrets.token_hex(8), "url": body["url"],
                    "events": sorted(set(body.get("events") or ())),
                    "description": body.get("description"), "status": "active",
                    "disabled_reason": None, "created_at": gamedoc.now_iso(), "secret_version": 1,
                    "secret": webhooks.new_secret()}
            webhooks.create_hook(connection, tenant(), hook)
            return {"webhook": hook["id"]}, _registered(hook)

        return idempotency.once(
            register, lambda record: _registered(_load(record["webhook"]), idempotency.REPLAYED))


def _registered(hook: dict, headers: dict | None = None):
    """A registration's answer, with the signing secret (shown only here and when rotated)."""
    return _shown(hook, hook["secret"]), 201, {"Location": f"/v1/webhooks/{hook['id']}",
                                               **(headers or {})}


@blp.route("/<hook_id>")
class WebhookView(MethodView):
    @_one_webhook("getWebhook")
    @blp.response(200, schemas.WebhookOut)
    def get(self, hook_id):
        """Read a webhook (status, failures, next retry)"""
        return _shown(_load(hook_id))

    @_one_webhook("deleteWebhook")
    @blp.response(204)
    def delete(self, hook_id):
        """Remove a webhook"""
        if not webhooks.delete_hook(res().redis, tenant(), _load(hook_id)["id"]):
            raise _not_found()
        return ""


@blp.route("/<hook_id>/rotate-secret")
class RotateView(MethodView):
    @_one_webhook("rotateWebhookSecret")
    @blp.response(200, schemas.WebhookOut)
    def post(self, hook_id):
        """Rotate the signing secret

        Returns the new secret (shown once), a random one like every
        webhook's (it does not depend on any server setting). For 24 hours
        deliveries carry a signature by the old secret too, so receivers can
        switch over.
        """
        hook = webhooks.rotated(_load(hook_id), ROTATION_GRACE_MS)
        webhooks.save_hook(res().redis, tenant(), hook)
        return _shown(hook, hook["secret"])


@blp.route("/<hook_id>/enable")
class EnableView(MethodView):
    @_one_webhook("enableWebhook")
    @blp.response(200, schemas.WebhookOut)
    def post(self, hook_id):
        """Enable a webhook again after it was disabled for failing

        Delivery resumes where it stopped (events older than the feed's
        retention are gone).
        """
        hook = dict(_load(hook_id), status="active", disabled_reason=None)
        webhooks.save_hook(res().redis, tenant(), hook)
        res().redis.hset(webhooks.hook_key(tenant(), hook_id, "state"),
                         mapping={"failures": 0, "next_attempt_at": 0})
        webhooks.trigger(res().redis, res().queue, tenant(), res().settings)
        return _shown(hook)


@blp.route("/<hook_id>/test")
class TestView(MethodView):
    @_one_webhook("testWebhook")
    @blp.response(202, schemas.WebhookOut)
    @blp.alt_response(409, schema=schemas.ProblemSchema, content_type="application/problem+json")
    def post(self, hook_id):
        """Send a test message

        A signed `ping` message, sent once by a worker; its outcome is listed
        in the deliveries. One test message per webhook at a time: another
        while the first is pending answers `409 ping_in_progress`.
        """
        hook = _load(hook_id)
        try:
            webhooks.enqueue_ping(res().redis, Queue(webhooks.QUEUE, connection=res().queue),
                                  tenant(), hook["id"], res().settings)
        except webhooks.PingInProgress:
            raise ApiError(
                409,
                "ping_in_progress",
                N_(
                    "A test message of this webhook is still pending; send another once it "
                    "is listed in the deliveries."
                ),
            ) from None
        return _shown(hook)


@blp.route("/<hook_id>/deliveries")
class DeliveriesView(MethodView):
    @_one_webhook("listWebhookDeliveries", codes=QUERY)
    @blp.arguments(schemas.DeliveriesQuery, location="query")
    @blp.response(200, schemas.DeliveryList)
    def get(self, query, hook_id):
        """Recent delivery attempts, newest first

        Each: the event, the message id (`webhook-id`), when, the answer's
        status code or the error, the latency, and when the next retry is due.
        """
        hook = _load(hook_id)
        attempts = webhooks.recent_attempts(res().redis, tenant(), hook["id"], query["limit"])
        lang = language.current()  # an attempt keeps its error in English: said here
        return {"deliveries": [{**attempt, "error": read_back(attempt["error"],
                                                               webhooks.ATTEMPT_ERRORS, lang)}
                               if attempt.get("error") else attempt for attempt in attempts]}
