//! The static store: the memory of the program as far as it is known
//! during specialization (DESIGN.md "The static store").
//!
//! A store is a map from object names to objects. An object is an array of
//! bytes with a per-byte "initialized" flag and a side table of the
//! pointers stored in it (a pointer is an object name plus a byte offset,
//! never an address). Objects are shared between stores behind `Rc` and
//! copied on write, and the map itself is persistent (a hash array mapped
//! trie from `imbl`, whose nodes are shared too), so copying a store at a
//! specialization point costs one reference count, however many objects
//! it holds (every frame of a deep recursion, every global).
//!
//! Bytes hold integers and floating values little-endian, as on x86-64 and
//! aarch64, so type punning through `char` and `memcpy` behaves as in C. A
//! pointer's bytes are opaque: reading part of them, or reading them as an
//! integer, is an error rather than an invented address.

use std::collections::BTreeMap;

use imbl::shared_ptr::RcK;
use std::rc::Rc;

use crate::analysis::points_to::Object;
use crate::core::{BlockId, FuncId, GlobalId, LocalId, StrId};
use crate::types::TypeId;

/// The name of a store object; stable while the object lives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ObjKey {
    Global(GlobalId),
    Str(StrId),
    /// A local of one activation of a function (activations are numbered
    /// in order of creation and never reused, so a pointer into a frame
    /// that has returned is detected as dangling).
    Local(u32, LocalId),
    /// A heap block or a fresh object made for a static parameter, by
    /// serial number.
    Heap(u32),
    /// A function: its address is a pointer value, with no bytes behind it.
    Func(FuncId),
    /// A label of a function (`&&label`, its address-taken block): a
    /// pointer value for computed gotos, with no bytes behind it.
    Label(FuncId, BlockId),
}

/// A pointer: an object and a byte offset into it (0..=size).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pointer {
    pub obj: ObjKey,
    pub offset: i64,
}

/// One object of the store.
#[derive(Debug)]
pub struct Obj {
    pub bytes: Vec<u8>,
    /// Per byte: written since the object was created.
    pub init: Vec<bool>,
    /// Pointers stored in the object, by offset; each covers 8 bytes.
    pub ptrs: BTreeMap<u64, Pointer>,
    /// The declared type, for naming parts of the object in residual code
    /// (`None` for heap blocks).
    pub ty: Option<TypeId>,
    /// The abstract object of the points-to analysis this object belongs
    /// to, for its binding times.
    pub abstract_object: Object,
    /// Heap blocks only: freed blocks stay, to diagnose use after free.
    pub freed: bool,
    /// An array of a length not known here (`extern int a[];` defined in
    /// a file cmix is not given): a pointer may go anywhere past its start,
    /// and its bytes are only read and written at run time.
    pub unbounded: bool,
    /// Its bytes not written during specialization hold values that are
    /// not known (a global the program writes, when the goal is called):
    /// reading them is `AccessError::Unknown`, not undefined behaviour.
    pub unknown: bool,
    /// Names these contents: a store gives an object a new version when
    /// it takes it in and whenever it is written, so that what is derived
    /// from contents (memo keys' blobs) can be cached by version without
    /// keeping the object alive, which would make every later write copy
    /// it.
    version: u64,
}

/// A copy is new contents as far as versions go: it may be changed before
/// a store takes it.
impl Clone for Obj {
    fn clone(&self) -> Obj {
        Obj {
            bytes: self.bytes.clone(),
            init: self.init.clone(),
            ptrs: self.ptrs.clone(),
            ty: self.ty,
            abstract_object: self.abstract_object,
            freed: self.freed,
            unbounded: self.unbounded,
            unknown: self.unknown,
            version: fresh_version(),
        }
    }
}

/// Equal contents, whatever their versions.
impl PartialEq for Obj {
    fn eq(&self, other: &Obj) -> bool {
        self.bytes == other.bytes
            && self.init == other.init
            && self.ptrs == other.ptrs
            && self.ty == other.ty
            && self.abstract_object == other.abstract_object
            && self.freed == other.freed
            && self.unknown == other.unknown
    }
}

fn fresh_version() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The error for reading bytes `[at, at + len)` of `obj`, some of which
/// were never written.
fn uninitialized(obj: &Obj, key: ObjKey, at: u64, len: u64) -> AccessError {
    let first = (at..at + len)
        .find(|i| !obj.init[*i as usize])
        .unwrap_or(at);
    if !obj.unknown {
        return AccessError::Uninitialized(key, first);
    }
    AccessError::Unknown(key, first)
}

/// Width of a stored pointer.
pub const POINTER_SIZE: u64 = 8;

impl Obj {
    pub fn new(size: u64, ty: Option<TypeId>, abstract_object: Object) -> Obj {
        Obj {
            bytes: vec![0; size as usize],
            init: vec![false; size as usize],
            ptrs: BTreeMap::new(),
            ty,
            abstract_object,
            freed: false,
            unbounded: false,
            unknown: false,
            version: fresh_version(),
        }
    }

    /// The version of these contents (see `version`).
    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn size(&self) -> u64 {
        self.bytes.len() as u64
    }

    /// Pointers stored at offsets that overlap `[offset, offset + len)`.
    fn overlapping_ptrs(&self, offset: u64, len: u64) -> impl Iterator<Item = (&u64, &Pointer)> {
        let start = offset.saturating_sub(POINTER_SIZE - 1);
        self.ptrs.range(start..offset + len)
    }

    /// Makes `[offset, offset + len)` unwritten (contents unknown or
    /// undefined), pointers there included.
    pub fn forget(&mut self, offset: u64, len: u64) {
        self.clear_ptrs(offset, len);
        let end = (offset + len).min(self.size()) as usize;
        let start = (offset as usize).min(end);
        self.init[start..end].iter_mut().for_each(|i| *i = false);
    }

    /// Forgets the pointers that overlap a range about to be overwritten.
    fn clear_ptrs(&mut self, offset: u64, len: u64) {
        let doomed: Vec<u64> = self
            .overlapping_ptrs(offset, len)
            .map(|(at, _)| *at)
            .collect();
        for at in doomed {
            self.ptrs.remove(&at);
        }
    }
}

/// One difference between two stores (`Store::changes_from`).
pub enum Change<'a> {
    Added(ObjKey, &'a Rc<Obj>),
    Changed(ObjKey, &'a Rc<Obj>),
    Removed(ObjKey),
}

/// Why a memory access failed; the evaluator turns it into a diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccessError {
    /// The object no longer exists (its function returned, or it was freed).
    Dangling,
    OutOfBounds {
        offset: i64,
        len: u64,
        size: u64,
    },
    /// The object and the first byte never written.
    Uninitialized(ObjKey, u64),
    /// Reading bytes of an object whose contents are not known (at this
    /// offset).
    Unknown(ObjKey, u64),
    /// Reading part of a pointer, or a pointer's bytes as a number (the
    /// object and the offset read).
    PointerBytes(ObjKey, u64),
    /// Reading bytes that are not a pointer as a pointer.
    NotAPointer,
}

impl AccessError {
    pub fn describe(&self) -> String {
        match self {
            AccessError::Dangling => "the object no longer exists (dangling pointer)".into(),
            AccessError::OutOfBounds { offset, len, size } => format!(
                "access of {len} byte(s) at offset {offset} is outside the object of {size} byte(s)"
            ),
            AccessError::Uninitialized(..) => "read of uninitialized memory".into(),
            AccessError::Unknown(..) => "read of a value not known during specialization".into(),
            AccessError::PointerBytes(..) => {
                "the bytes of a pointer are read as a number: addresses are not known during specialization"
                    .into()
            }
            AccessError::NotAPointer => {
                "bytes that do not hold a pointer are read as one: addresses are not known during specialization"
                    .into()
            }
        }
    }
}

/// A copy of a byte range with its pointers (an aggregate value).
#[derive(Clone, Debug, PartialEq)]
pub struct Chunk {
    pub bytes: Vec<u8>,
    pub init: Vec<bool>,
    /// Offsets relative to the chunk.
    pub ptrs: Vec<(u64, Pointer)>,
}

#[derive(Clone, Debug, Default)]
pub struct Store {
    /// Ordered, so that two stores that share most of their tree are
    /// compared by what differs (`changes_from`), not object by object.
    objects: imbl::GenericOrdMap<ObjKey, Rc<Obj>, RcK>,
}

impl Store {
    pub fn new() -> Store {
        Store::default()
    }

    pub fn insert(&mut self, key: ObjKey, mut obj: Obj) {
        obj.version = fresh_version();
        self.objects.insert(key, Rc::new(obj));
    }

    pub fn remove(&mut self, key: ObjKey) {
        self.objects.remove(&key);
    }

    pub fn get(&self, key: ObjKey) -> Option<&Obj> {
        self.objects.get(&key).map(|o| &**o)
    }

    pub fn get_rc(&self, key: ObjKey) -> Option<&Rc<Obj>> {
        self.objects.get(&key)
    }

    pub fn set_rc(&mut self, key: ObjKey, obj: Rc<Obj>) {
        self.objects.insert(key, obj);
    }

    pub fn iter(&self) -> impl Iterator<Item = (&ObjKey, &Rc<Obj>)> {
        self.objects.iter()
    }

    /// How this store differs from `before`, skipping the parts of the two
    /// that are shared (nothing at all for an unchanged copy): objects
    /// added, objects whose contents changed, and objects gone.
    pub fn changes_from<'a>(&'a self, before: &'a Store) -> impl Iterator<Item = Change<'a>> {
        before.objects.diff(&self.objects).map(|item| match item {
            imbl::ordmap::DiffItem::Add(k, obj) => Change::Added(*k, obj),
            imbl::ordmap::DiffItem::Update { new: (k, obj), .. } => Change::Changed(*k, obj),
            imbl::ordmap::DiffItem::Remove(k, _) => Change::Removed(*k),
        })
    }

    fn live(&self, key: ObjKey) -> Result<&Obj, AccessError> {
        match self.objects.get(&key) {
            Some(o) if !o.freed => Ok(o),
            _ => Err(AccessError::Dangling),
        }
    }

    fn live_mut(&mut self, key: ObjKey) -> Result<&mut Obj, AccessError> {
        match self.objects.get_mut(&key) {
            Some(o) if !o.freed => {
                let obj = Rc::make_mut(o);
                obj.version = fresh_version();
                Ok(obj)
            }
            _ => Err(AccessError::Dangling),
        }
    }

    /// Checks that `len` bytes at `p` lie inside a live object; returns the
    /// start offset.
    pub fn check(&self, p: Pointer, len: u64) -> Result<u64, AccessError> {
        let obj = self.live(p.obj)?;
        match obj.unbounded && p.offset >= 0 {
            true => Ok(p.offset as u64),
            false => bounds(obj, p.offset, len),
        }
    }

    /// The object's size, `None` for an `unbounded` one.
    pub fn object_size(&self, key: ObjKey) -> Result<Option<u64>, AccessError> {
        let obj = self.live(key)?;
        Ok((!obj.unbounded).then(|| obj.size()))
    }

    /// Reads `len` initialized bytes that hold no pointer.
    pub fn read_bytes(&self, p: Pointer, len: u64) -> Result<&[u8], AccessError> {
        let obj = self.live(p.obj)?;
        let at = bounds(obj, p.offset, len)?;
        let range = at as usize..(at + len) as usize;
        if obj.init[range.clone()].iter().any(|i| !i) {
            return Err(uninitialized(obj, p.obj, at, len));
        }
        if obj.overlapping_ptrs(at, len).next().is_some() {
            return Err(AccessError::PointerBytes(p.obj, at));
        }
        Ok(&obj.bytes[range])
    }

    /// The bytes from `p` to the end of its object, those never written
    /// as zero (their value is indeterminate: any will do); an error if
    /// a pointer lies there.
    pub fn bytes_to_end(&self, p: Pointer) -> Result<Vec<u8>, AccessError> {
        let obj = self.live(p.obj)?;
        if obj.unbounded {
            return Err(AccessError::OutOfBounds {
                offset: p.offset,
                len: 0,
                size: obj.size(),
            });
        }
        let len = obj.size().saturating_sub(p.offset.max(0) as u64);
        let at = bounds(obj, p.offset, len)?;
        if obj.overlapping_ptrs(at, len).next().is_some() {
            return Err(AccessError::PointerBytes(p.obj, at));
        }
        let range = at as usize..(at + len) as usize;
        Ok(obj.bytes[range.clone()]
            .iter()
            .zip(&obj.init[range])
            .map(|(b, init)| if *init { *b } else { 0 })
            .collect())
    }

    pub fn write_bytes(&mut self, p: Pointer, data: &[u8]) -> Result<(), AccessError> {
        let obj = self.live_mut(p.obj)?;
        let len = data.len() as u64;
        let at = bounds(obj, p.offset, len)?;
        obj.clear_ptrs(at, len);
        let range = at as usize..(at + len) as usize;
        obj.bytes[range.clone()].copy_from_slice(data);
        obj.init[range].iter_mut().for_each(|i| *i = true);
        Ok(())
    }

    /// Reads a pointer: `None` is the null pointer (all-zero bytes).
    pub fn read_pointer(&self, p: Pointer) -> Result<Option<Pointer>, AccessError> {
        let obj = self.live(p.obj)?;
        let at = bounds(obj, p.offset, POINTER_SIZE)?;
        if let Some(stored) = obj.ptrs.get(&at) {
            return Ok(Some(*stored));
        }
        if obj.overlapping_ptrs(at, POINTER_SIZE).next().is_some() {
            return Err(AccessError::PointerBytes(p.obj, at));
        }
        let range = at as usize..(at + POINTER_SIZE) as usize;
        if obj.init[range.clone()].iter().any(|i| !i) {
            return Err(uninitialized(obj, p.obj, at, POINTER_SIZE));
        }
        if obj.bytes[range].iter().all(|b| *b == 0) {
            Ok(None)
        } else {
            Err(AccessError::NotAPointer)
        }
    }

    pub fn write_pointer(&mut self, p: Pointer, value: Option<Pointer>) -> Result<(), AccessError> {
        let obj = self.live_mut(p.obj)?;
        let at = bounds(obj, p.offset, POINTER_SIZE)?;
        obj.clear_ptrs(at, POINTER_SIZE);
        let range = at as usize..(at + POINTER_SIZE) as usize;
        obj.bytes[range.clone()].iter_mut().for_each(|b| *b = 0);
        obj.init[range].iter_mut().for_each(|i| *i = true);
        if let Some(v) = value {
            obj.ptrs.insert(at, v);
        }
        Ok(())
    }

    /// Sets `len` bytes at `p` to zero (initialized).
    pub fn zero(&mut self, p: Pointer, len: u64) -> Result<(), AccessError> {
        let obj = self.live_mut(p.obj)?;
        let at = bounds(obj, p.offset, len)?;
        obj.clear_ptrs(at, len);
        let range = at as usize..(at + len) as usize;
        obj.bytes[range.clone()].iter_mut().for_each(|b| *b = 0);
        obj.init[range].iter_mut().for_each(|i| *i = true);
        Ok(())
    }

    /// Copies `len` bytes with their pointers, initialized or not.
    pub fn read_chunk(&self, p: Pointer, len: u64) -> Result<Chunk, AccessError> {
        // Copying uninitialized bytes is allowed; copying unknown ones
        // would lose that they are unknown.
        self.chunk(p, len, false)
    }

    /// As `read_chunk`, but bytes whose value is unknown are copied as
    /// never written: for the static parts of a struct copy whose other
    /// parts the residual assignment copies at run time.
    pub fn read_chunk_unknown_unset(&self, p: Pointer, len: u64) -> Result<Chunk, AccessError> {
        self.chunk(p, len, true)
    }

    fn chunk(&self, p: Pointer, len: u64, unknown_unset: bool) -> Result<Chunk, AccessError> {
        let obj = self.live(p.obj)?;
        let at = bounds(obj, p.offset, len)?;
        if let Some((ptr_at, _)) = obj.overlapping_ptrs(at, len).next()
            && (*ptr_at < at || ptr_at + POINTER_SIZE > at + len)
        {
            return Err(AccessError::PointerBytes(p.obj, at));
        }
        let range = at as usize..(at + len) as usize;
        if !unknown_unset && obj.unknown && obj.init[range.clone()].iter().any(|i| !i) {
            return Err(uninitialized(obj, p.obj, at, len));
        }
        Ok(Chunk {
            bytes: obj.bytes[range.clone()].to_vec(),
            init: obj.init[range].to_vec(),
            ptrs: obj
                .ptrs
                .range(at..at + len)
                .map(|(o, v)| (o - at, *v))
                .collect(),
        })
    }

    pub fn write_chunk(&mut self, p: Pointer, chunk: &Chunk) -> Result<(), AccessError> {
        let obj = self.live_mut(p.obj)?;
        let len = chunk.bytes.len() as u64;
        let at = bounds(obj, p.offset, len)?;
        obj.clear_ptrs(at, len);
        let range = at as usize..(at + len) as usize;
        obj.bytes[range.clone()].copy_from_slice(&chunk.bytes);
        obj.init[range].copy_from_slice(&chunk.init);
        for (o, v) in &chunk.ptrs {
            obj.ptrs.insert(at + o, *v);
        }
        Ok(())
    }

    /// Marks a heap block freed.
    pub fn free(&mut self, key: ObjKey) -> Result<(), AccessError> {
        let obj = self.live_mut(key)?;
        obj.freed = true;
        obj.bytes = Vec::new();
        obj.init = Vec::new();
        obj.ptrs.clear();
        Ok(())
    }
}

fn bounds(obj: &Obj, offset: i64, len: u64) -> Result<u64, AccessError> {
    let size = obj.size();
    if offset < 0
        || (offset as u64)
            .checked_add(len)
            .is_none_or(|end| end > size)
    {
        return Err(AccessError::OutOfBounds { offset, len, size });
    }
    Ok(offset as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obj(size: u64) -> Obj {
        Obj::new(size, None, Object::Unknown)
    }

    /// A store holding one heap block of `size` bytes, and its name.
    fn store_with_block(size: u64) -> (Store, ObjKey) {
        let mut store = Store::new();
        let key = ObjKey::Heap(0);
        store.insert(key, obj(size));
        (store, key)
    }

    fn at(obj: ObjKey, offset: i64) -> Pointer {
        Pointer { obj, offset }
    }

    /// What memo keys cache by version: a version never names two
    /// contents, while equal contents compare equal whatever their versions.
    #[test]
    fn every_write_and_copy_makes_a_new_version() {
        let (mut a, key) = store_with_block(8);
        let first_byte = at(key, 0);
        let first = a.get(key).unwrap().version();
        a.write_bytes(first_byte, &[1]).unwrap();
        let written = a.get(key).unwrap().version();
        assert_ne!(first, written);
        let b = a.clone();
        assert_eq!(b.get(key).unwrap().version(), written);
        a.write_bytes(first_byte, &[1]).unwrap();
        assert_ne!(a.get(key).unwrap().version(), written);
        assert!(a.get(key).unwrap() == b.get(key).unwrap());
        let copy = b.get(key).unwrap().clone();
        assert_ne!(copy.version(), written);
        assert!(a.changes_from(&b).next().is_none());
        a.write_bytes(first_byte, &[2]).unwrap();
        assert!(matches!(a.changes_from(&b).next(), Some(Change::Changed(k, _)) if k == key));
    }

    #[test]
    fn bytes_round_trip_and_copy_on_write() {
        let (mut a, key) = store_with_block(8);
        let p = at(key, 4);
        a.write_bytes(p, &[1, 2, 3, 4]).unwrap();
        let b = a.clone();
        a.write_bytes(p, &[9, 9, 9, 9]).unwrap();
        assert_eq!(b.read_bytes(p, 4).unwrap(), &[1, 2, 3, 4]);
        assert_eq!(a.read_bytes(p, 4).unwrap(), &[9, 9, 9, 9]);
        assert!(matches!(
            a.read_bytes(at(key, 0), 8),
            Err(AccessError::Uninitialized(..))
        ));
        assert!(matches!(
            a.read_bytes(p, 5),
            Err(AccessError::OutOfBounds { .. })
        ));
    }

    #[test]
    fn pointers_are_opaque() {
        let mut s = Store::new();
        let key = ObjKey::Heap(0);
        s.insert(key, obj(16));
        let target = Pointer {
            obj: ObjKey::Heap(7),
            offset: 3,
        };
        let at = Pointer {
            obj: key,
            offset: 8,
        };
        s.write_pointer(at, Some(target)).unwrap();
        assert_eq!(s.read_pointer(at), Ok(Some(target)));
        assert_eq!(s.read_bytes(at, 4), Err(AccessError::PointerBytes(key, 8)));
        let chunk = s
            .read_chunk(
                Pointer {
                    obj: key,
                    offset: 0,
                },
                16,
            )
            .unwrap();
        s.write_bytes(at, &[0; 8]).unwrap();
        assert_eq!(s.read_pointer(at), Ok(None));
        s.write_chunk(
            Pointer {
                obj: key,
                offset: 0,
            },
            &chunk,
        )
        .unwrap();
        assert_eq!(s.read_pointer(at), Ok(Some(target)));
        s.write_bytes(
            Pointer {
                obj: key,
                offset: 0,
            },
            &[1; 8],
        )
        .unwrap();
        assert_eq!(
            s.read_pointer(Pointer {
                obj: key,
                offset: 0
            }),
            Err(AccessError::NotAPointer)
        );
    }

    #[test]
    fn freed_objects_are_dangling() {
        let mut s = Store::new();
        let key = ObjKey::Heap(1);
        s.insert(key, obj(4));
        s.free(key).unwrap();
        assert_eq!(
            s.read_bytes(
                Pointer {
                    obj: key,
                    offset: 0
                },
                1
            ),
            Err(AccessError::Dangling)
        );
        assert_eq!(s.free(key), Err(AccessError::Dangling));
    }
}
