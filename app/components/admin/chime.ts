/** The new-order chime: two short tones drawn by Web Audio, so no sound file is fetched or kept. */
let audio: AudioContext | null = null;

export function playChime(): void {
  try {
    audio ??= new AudioContext();
    // A browser keeps audio suspended until the page has been touched; the chime is then silent, never an error.
    void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.4);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.45);
    }
  } catch {
    // No Web Audio on this browser: the banner still shows.
  }
}
