/**
 * Where the server parks React Router's start-up (its script preloads and the module script that
 * imports the route modules and hydrates): a `<template>`, whose contents the browser neither runs nor
 * fetches (~/lib/server/framework-after-load.server).
 */
export const frameworkTemplateId = "framework-start";

/**
 * Starts the framework once the page has loaded and been painted (its pictures and faces are in and on
 * screen, so they never share the reader's connection or main thread with the scripts), or at once when
 * the reader reaches for the page first: a pointer or a finger goes down, a key is pressed or something
 * takes focus. Clicks on widgets before then are kept and replayed (~/lib/browser/early-clicks).
 *
 * "Painted" is the first contentful paint as the browser reports it, not a frame callback, which test
 * clocks hold still; a page loaded before its first paint (a fast connection) waits for it, and a
 * browser that does not report paints, or a page loaded in a hidden tab, starts at load.
 *
 * Runs inline at the end of <body> with the response's nonce, which the module script it adds carries.
 */
export const frameworkStartScript = `(function(){var t=document.getElementById("${frameworkTemplateId}"),n=document.currentScript.nonce,e=["pointerdown","keydown","touchstart","focusin"],s=!1,l=document.readyState==="complete",p=document.visibilityState==="hidden";function go(){if(s||!t)return;s=!0;e.forEach(function(x){removeEventListener(x,go,!0)});var c=t.content;c.querySelectorAll("link").forEach(function(k){k=document.importNode(k,!0);k.nonce=n;document.head.appendChild(k)});var m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=c.querySelector("script").textContent;document.body.appendChild(m)}function ready(){if(l&&p)go()}e.forEach(function(x){addEventListener(x,go,{capture:!0,passive:!0})});try{if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)throw 0;new PerformanceObserver(function(r,o){if(r.getEntriesByName("first-contentful-paint").length){o.disconnect();p=!0;ready()}}).observe({type:"paint",buffered:!0})}catch(x){p=!0}addEventListener("load",function(){l=!0;ready()});ready()})();`;
