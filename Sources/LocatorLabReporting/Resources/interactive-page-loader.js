(async () => {
  "use strict";
  const packed = ["page-data", "page-script"].map((id) => document.getElementById(id));
  const fail = (message) => {
    const note = document.createElement("p");
    note.className = "warning";
    note.textContent = message;
    document.body.prepend(note);
    document.body.dataset.ready = "failed";
  };
  if (typeof DecompressionStream !== "function") {
    fail("This page unpacks its data with DecompressionStream: open it in Chromium 103, Firefox 113, Safari 16.4 or later.");
    return;
  }
  // base64 (atob skips the line breaks), then raw DEFLATE, then UTF-8.
  const unpack = (element) => {
    const binary = atob(element.textContent);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Response(stream).text();
  };
  let data, script;
  try {
    [data, script] = await Promise.all(packed.map(unpack));
  } catch (error) {
    fail("This page could not unpack its data (" + error + "): the file may be cut short or changed.");
    return;
  }
  packed[0].type = "application/json";
  packed[0].textContent = data;
  packed[1].remove();
  const code = document.createElement("script");
  code.textContent = script;
  document.body.append(code);
})();
