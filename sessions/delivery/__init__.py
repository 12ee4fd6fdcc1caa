"""Delivery: the outbox sent to Discord (in order, retried, throttled), and the drawing workers
that paint boards and a finished game's animated replay off the event loop."""

from .animation import Animation, animation_filename
from .delivery import OPTIONAL, Deliverer, DeliveryPolicy, Rendered, Sender, SendFailure
from .pacing import Pacer
from .painting import Painter, PaintingFailed

__all__ = [
    "OPTIONAL", "Animation", "Deliverer", "DeliveryPolicy", "Pacer", "Painter", "PaintingFailed",
    "Rendered", "SendFailure", "Sender", "animation_filename",
]
