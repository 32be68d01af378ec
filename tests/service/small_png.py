"""Small PNG files for the committed screenshots: a page's pixels in at most
256 colours (the most frequent ones; the rare edge pixels of text and curves
take the nearest of them), written as an 8-bit palette PNG.

A screenshot of a page is mostly flat colour, so this keeps it readable at a
fraction of the size of Chromium's own RGB file. The pixels are read back in
the browser (no imaging library needed): a blank page decodes the PNG into a
canvas."""

from __future__ import annotations

import base64
import struct
import zlib

import numpy as np

DECODE = """async (b64) => {
  const image = new Image();
  image.src = "data:image/png;base64," + b64;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const bytes = context.getImageData(0, 0, image.width, image.height).data;
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return [image.width, image.height, btoa(text)];
}"""


def pixels(context, png: bytes) -> np.ndarray:
    """The RGB pixels of ``png`` (height x width x 3), decoded by the browser."""
    page = context.new_page()
    try:
        width, height, rgba = page.evaluate(DECODE, base64.b64encode(png).decode())
    finally:
        page.close()
    return np.frombuffer(base64.b64decode(rgba), np.uint8).reshape(height, width, 4)[:, :, :3]


def quantize(rgb: np.ndarray, colours: int = 256) -> tuple[np.ndarray, np.ndarray]:
    """A palette (n x 3) of the most frequent colours and each pixel's index in it."""
    flat = rgb.reshape(-1, 3).astype(np.int32)
    keys = flat[:, 0] << 16 | flat[:, 1] << 8 | flat[:, 2]
    unique, inverse, counts = np.unique(keys, return_inverse=True, return_counts=True)
    kept = np.argsort(-counts)[:colours]
    palette = np.stack([unique[kept] >> 16, unique[kept] >> 8 & 255, unique[kept] & 255], 1)
    # every distinct colour maps to its nearest palette colour (itself when kept)
    distinct = np.stack([unique >> 16, unique >> 8 & 255, unique & 255], 1)
    nearest = np.empty(len(unique), np.uint8)
    for start in range(0, len(unique), 4096):
        part = distinct[start:start + 4096, None, :] - palette[None, :, :]
        nearest[start:start + 4096] = np.argmin((part * part).sum(2), 1)
    return palette.astype(np.uint8), nearest[inverse].reshape(rgb.shape[:2])


def encode(palette: np.ndarray, index: np.ndarray) -> bytes:
    """An 8-bit palette PNG (no filter: palette rows compress well as they are)."""
    height, width = index.shape

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    rows = np.concatenate([np.zeros((height, 1), np.uint8), index], 1)
    return b"".join([
        b"\x89PNG\r\n\x1a\n",
        chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)),
        chunk(b"PLTE", palette.tobytes()),
        chunk(b"IDAT", zlib.compress(rows.tobytes(), 9)),
        chunk(b"IEND", b""),
    ])


def shrink(context, png: bytes, colours: int = 256) -> bytes:
    return encode(*quantize(pixels(context, png), colours))
