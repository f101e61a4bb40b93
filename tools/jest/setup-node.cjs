// Node-side tests need nothing global yet; the file exists so every project has the same shape.
