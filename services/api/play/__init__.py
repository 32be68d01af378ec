"""Playing: the resources and lookups every route uses, the one write path (apply_change),
request schemas and the views sent back."""
