//! C types as the rest of cmix sees them: interned, with LP64 sizes and the
//! integer conversion rules of C99 6.3.1.
//!
//! A `TypeId` is an index into the program's `TypeTable`; equal ids mean
//! identical types (qualifiers included). Struct types refer to `StructDef`s
//! by `StructId`, so self-referential structs need no cycles in the table.

use std::collections::HashMap;

/// The integer types of C99 6.2.5, `_Bool` and plain `char` included.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntKind {
    Bool,
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    /// gcc's `__int128` and `unsigned __int128`: run-time only (see
    /// `TypeTable::is_runtime_only`); no constant of these types is folded.
    Int128,
    UInt128,
}

/// Whether plain `char` is signed: true on x86-64 Linux, false on aarch64.
pub const CHAR_IS_SIGNED: bool = cfg!(not(any(target_arch = "aarch64", target_arch = "arm")));

impl IntKind {
    pub fn size(self) -> u64 {
        match self {
            IntKind::Bool | IntKind::Char | IntKind::SChar | IntKind::UChar => 1,
            IntKind::Short | IntKind::UShort => 2,
            IntKind::Int | IntKind::UInt => 4,
            IntKind::Long | IntKind::ULong | IntKind::LongLong | IntKind::ULongLong => 8,
            IntKind::Int128 | IntKind::UInt128 => 16,
        }
    }

    pub fn bits(self) -> u32 {
        (self.size() * 8) as u32
    }

    pub fn is_signed(self) -> bool {
        match self {
            IntKind::Char => CHAR_IS_SIGNED,
            IntKind::SChar
            | IntKind::Short
            | IntKind::Int
            | IntKind::Long
            | IntKind::LongLong
            | IntKind::Int128 => true,
            _ => false,
        }
    }

    /// Integer conversion rank (C99 6.3.1.1).
    pub fn rank(self) -> u8 {
        match self {
            IntKind::Bool => 0,
            IntKind::Char | IntKind::SChar | IntKind::UChar => 1,
            IntKind::Short | IntKind::UShort => 2,
            IntKind::Int | IntKind::UInt => 3,
            IntKind::Long | IntKind::ULong => 4,
            IntKind::LongLong | IntKind::ULongLong => 5,
            IntKind::Int128 | IntKind::UInt128 => 6,
        }
    }

    /// The type an operand of this type has after the integer promotions.
    pub fn promoted(self) -> IntKind {
        if self.rank() < IntKind::Int.rank() {
            // Every type of lower rank fits in int on LP64.
            IntKind::Int
        } else {
            self
        }
    }

    pub fn to_unsigned(self) -> IntKind {
        match self {
            IntKind::Char | IntKind::SChar => IntKind::UChar,
            IntKind::Short => IntKind::UShort,
            IntKind::Int => IntKind::UInt,
            IntKind::Long => IntKind::ULong,
            IntKind::LongLong => IntKind::ULongLong,
            IntKind::Int128 => IntKind::UInt128,
            other => other,
        }
    }

    /// The 128-bit kinds, whose values an i128 does not always hold: cmix
    /// never computes with them (they are run-time only).
    pub fn is_wide(self) -> bool {
        matches!(self, IntKind::Int128 | IntKind::UInt128)
    }

    /// The smallest and largest values of the type, as i128 (for the
    /// 128-bit kinds, the part of their range an i128 holds).
    pub fn range(self) -> (i128, i128) {
        if self == IntKind::Bool {
            return (0, 1);
        }
        if self.is_wide() {
            let lo = if self.is_signed() { i128::MIN } else { 0 };
            return (lo, i128::MAX);
        }
        let bits = self.bits();
        if self.is_signed() {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }

    /// Converts a mathematical integer to this type the way C does
    /// (modulo 2^N, which is what gcc does for signed targets too).
    pub fn wrap(self, value: i128) -> i128 {
        if self == IntKind::Bool {
            return (value != 0) as i128;
        }
        if self.is_wide() {
            // Never reached with a value outside the range: nothing folds
            // into these kinds.
            return value;
        }
        let bits = self.bits();
        let mask = (1i128 << bits) - 1;
        let low = value & mask;
        if self.is_signed() && low >> (bits - 1) & 1 == 1 {
            low - (1i128 << bits)
        } else {
            low
        }
    }

    pub fn c_name(self) -> &'static str {
        match self {
            IntKind::Bool => "_Bool",
            IntKind::Char => "char",
            IntKind::SChar => "signed char",
            IntKind::UChar => "unsigned char",
            IntKind::Short => "short",
            IntKind::UShort => "unsigned short",
            IntKind::Int => "int",
            IntKind::UInt => "unsigned int",
            IntKind::Long => "long",
            IntKind::ULong => "unsigned long",
            IntKind::LongLong => "long long",
            IntKind::ULongLong => "unsigned long long",
            IntKind::Int128 => "__int128",
            IntKind::UInt128 => "unsigned __int128",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    Float,
    Double,
    LongDouble,
}

impl FloatKind {
    pub fn size(self) -> u64 {
        match self {
            FloatKind::Float => 4,
            FloatKind::Double => 8,
            FloatKind::LongDouble => 16,
        }
    }

    pub fn c_name(self) -> &'static str {
        match self {
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Quals {
    pub is_const: bool,
    pub is_volatile: bool,
    /// C11's `_Atomic` (on integer and pointer types; every access is one
    /// of gcc's `__atomic_` builtins, `lower/atomic.rs`).
    pub is_atomic: bool,
}

impl Quals {
    pub const NONE: Quals = Quals {
        is_const: false,
        is_volatile: false,
        is_atomic: false,
    };

    /// Volatile or atomic: every access happens at run time, as written
    /// (another thread, or the hardware, may see or change the object).
    pub fn is_shared(self) -> bool {
        self.is_volatile || self.is_atomic
    }

    pub fn union(self, other: Quals) -> Quals {
        Quals {
            is_const: self.is_const || other.is_const,
            is_volatile: self.is_volatile || other.is_volatile,
            is_atomic: self.is_atomic || other.is_atomic,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(pub u32);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FuncSig {
    pub ret: TypeId,
    pub params: Vec<TypeId>,
    pub variadic: bool,
    /// False for `int f()`: no prototype, arguments get the default promotions.
    pub prototyped: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Void,
    Int(IntKind),
    Float(FloatKind),
    Pointer(TypeId),
    /// Element type and length; `None` for an incomplete array (`int a[]`).
    Array(TypeId, Option<u64>),
    Struct(StructId),
    Function(FuncSig),
    /// gcc's `__builtin_va_list`: only ever appears in declarations of
    /// library functions (vprintf and friends).
    VaList,
    /// `_Complex T` for a floating or (gcc's extension) integer type `T`:
    /// laid out as `T[2]`, real part first. Run-time only.
    Complex(TypeId),
    /// gcc's generic vector (`T __attribute__((vector_size(N)))`): `count`
    /// elements of the integer or floating type `T`, laid out as `T[count]`
    /// and aligned to its size up to 16. Run-time only.
    Vector(TypeId, u64),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeData {
    pub kind: TypeKind,
    pub quals: Quals,
    /// The alignment a typedef's `aligned(N)` gives a scalar type (gcc
    /// lets a typedef lower it too: `typedef __attribute__((aligned(1)))
    /// uint16_t unalign16;` for unaligned reads); the emitter writes such
    /// a type through a typedef of its own.
    pub align: Option<u64>,
    /// A typedef's `may_alias` (gcc's intrinsics headers' `__m128i`): the
    /// residual compiler must not assume strict aliasing through it, so the
    /// emitter writes it through a typedef of its own too.
    pub may_alias: bool,
    /// A variable-length array (`Array(elem, None)` here): the number of
    /// the lowering's hidden variable that holds its length. Only ever
    /// seen during lowering, which erases such types (`lower/vm.rs`).
    pub vm_dim: Option<u32>,
    /// gcc's type of a bit-field wider than `int` and narrower than its
    /// declared integer type (`Int(kind)` here): its width, in which gcc
    /// computes. Only ever seen during lowering (`lower/wide_fields.rs`).
    pub field_width: Option<u8>,
}

impl TypeData {
    /// Whether the emitter writes this type through a typedef of its own.
    pub fn has_typedef_attributes(&self) -> bool {
        self.align.is_some() || self.may_alias
    }
}

#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    pub ty: TypeId,
    /// Bytes from the start of the struct; for a bit-field, of the storage
    /// unit (an object of its type) that holds it.
    pub offset: u64,
    /// A bit-field's place in its storage unit.
    pub bits: Option<BitField>,
    /// Written with `__attribute__((aligned(N)))` (N here) or `packed`:
    /// the emitter writes them back, so that the layout stays gcc's.
    pub layout: LayoutAttrs,
}

/// gcc's layout attributes on a struct, union or member.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LayoutAttrs {
    pub packed: bool,
    pub aligned: Option<u64>,
    /// `may_alias` on a struct (written on its definition, where gcc takes
    /// it; it changes no layout).
    pub may_alias: bool,
}

impl LayoutAttrs {
    pub fn is_empty(&self) -> bool {
        !self.packed && self.aligned.is_none() && !self.may_alias
    }

    /// As C source: ` __attribute__((packed, aligned(8)))`, or nothing.
    pub fn to_c(&self) -> String {
        let mut parts = Vec::new();
        if self.packed {
            parts.push("packed".to_string());
        }
        if let Some(n) = self.aligned {
            parts.push(format!("aligned({n})"));
        }
        if self.may_alias {
            parts.push("may_alias".to_string());
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!(" __attribute__(({}))", parts.join(", "))
        }
    }
}

/// A bit-field's bits: `width` bits from bit `bit` (0 = the lowest bit of
/// the storage unit's first byte, little-endian) of its storage unit, the
/// `unit` bytes from the field's offset: an object of its type, or in a
/// packed struct the bytes the bits span (up to 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BitField {
    pub bit: u32,
    pub width: u32,
    pub unit: u32,
}

/// The name prefix of unnamed bit-fields (`int : 3;`, `int : 0;`): they
/// only place the members after them, and no name finds them.
pub const UNNAMED_BIT_FIELD: &str = "__cmix_unnamed_";

/// The name prefix of C11 anonymous members (`struct { int tag; union {
/// int i; float f; }; }`): a member of an untagged struct or union type
/// whose own members are reached as the enclosing struct's.
pub const ANONYMOUS_MEMBER: &str = "__cmix_anonymous_";

/// The member names `fields` make visible: their own and, through
/// anonymous members, those of the structs and unions inside.
pub fn member_names(types: &TypeTable, fields: &[Field]) -> Vec<String> {
    let mut out = Vec::new();
    for f in fields {
        if f.name.starts_with(UNNAMED_BIT_FIELD) {
            continue;
        }
        if f.name.starts_with(ANONYMOUS_MEMBER)
            && let TypeKind::Struct(sid) = types.kind(f.ty)
            && let Some(body) = &types.struct_def(*sid).body
        {
            out.extend(member_names(types, &body.fields));
        } else {
            out.push(f.name.clone());
        }
    }
    out
}

/// The field indexes leading to member `name` of struct `sid`: one, or
/// several through anonymous members.
pub fn member_path(types: &TypeTable, sid: StructId, name: &str) -> Option<Vec<usize>> {
    let body = types.struct_def(sid).body.as_ref()?;
    if let Some(i) = body.fields.iter().position(|f| f.name == name) {
        return Some(vec![i]);
    }
    body.fields.iter().enumerate().find_map(|(i, f)| {
        if !f.name.starts_with(ANONYMOUS_MEMBER) {
            return None;
        }
        let TypeKind::Struct(inner) = types.kind(f.ty) else {
            return None;
        };
        let mut path = member_path(types, *inner, name)?;
        path.insert(0, i);
        Some(path)
    })
}

#[derive(Clone, Debug)]
pub struct StructDef {
    /// The tag as written, if any.
    pub tag: Option<String>,
    /// The tag the C emitter uses: unique in the program.
    pub emit_name: String,
    /// `None` while the struct is incomplete.
    pub body: Option<StructBody>,
    /// A union: every field at offset 0, the size that of the largest.
    pub is_union: bool,
    /// For a struct without a tag, the typedef that names it (`typedef
    /// struct {...} T;`, its `emit_name` then) and where it is: a header
    /// declaring a function of it includes that file.
    pub typedef_at: Option<crate::source::Span>,
    /// For a struct without a tag that only a typedef of a pointer to it
    /// names (`typedef struct {...} *Handle;`): that name and where it is.
    pub pointer_typedef: Option<(String, crate::source::Span)>,
}

impl StructDef {
    /// `struct` or `union`, as C spells the type.
    pub fn keyword(&self) -> &'static str {
        if self.is_union { "union" } else { "struct" }
    }
}

#[derive(Clone, Debug)]
pub struct StructBody {
    pub fields: Vec<Field>,
    pub size: u64,
    pub align: u64,
    /// `packed` or `aligned(N)` written on the struct itself.
    pub layout: LayoutAttrs,
}

/// Interner for types plus the table of struct definitions.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    types: Vec<TypeData>,
    index: HashMap<TypeData, TypeId>,
    pub structs: Vec<StructDef>,
}

impl TypeTable {
    pub fn new() -> TypeTable {
        TypeTable::default()
    }

    pub fn intern(&mut self, data: TypeData) -> TypeId {
        if let Some(&id) = self.index.get(&data) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(data.clone());
        self.index.insert(data, id);
        id
    }

    pub fn mk(&mut self, kind: TypeKind) -> TypeId {
        self.intern(TypeData {
            kind,
            quals: Quals::NONE,
            align: None,
            may_alias: false,
            vm_dim: None,
            field_width: None,
        })
    }

    /// The id of an interned type, without interning it.
    pub fn lookup(&self, data: &TypeData) -> Option<TypeId> {
        self.index.get(data).copied()
    }

    /// `id` with a typedef's `aligned(align)` and `may_alias` (see
    /// `TypeData::align`).
    pub fn with_typedef_attributes(
        &mut self,
        id: TypeId,
        align: Option<u64>,
        may_alias: bool,
    ) -> TypeId {
        // The plain type the emitter's typedef names.
        let plain = TypeData {
            quals: Quals::NONE,
            align: None,
            may_alias: false,
            ..self.get(id).clone()
        };
        self.intern(plain);
        let old = self.get(id).clone();
        let data = TypeData {
            align: align.or(old.align),
            may_alias: may_alias || old.may_alias,
            ..old
        };
        self.intern(data)
    }

    pub fn int(&mut self, kind: IntKind) -> TypeId {
        self.mk(TypeKind::Int(kind))
    }

    pub fn float(&mut self, kind: FloatKind) -> TypeId {
        self.mk(TypeKind::Float(kind))
    }

    pub fn void(&mut self) -> TypeId {
        self.mk(TypeKind::Void)
    }

    pub fn pointer_to(&mut self, target: TypeId) -> TypeId {
        self.mk(TypeKind::Pointer(target))
    }

    pub fn array_of(&mut self, elem: TypeId, len: Option<u64>) -> TypeId {
        self.mk(TypeKind::Array(elem, len))
    }

    /// A variable-length array of `elem` whose length the lowering's hidden
    /// variable number `dim` holds (`TypeData::vm_dim`).
    pub fn var_array(&mut self, elem: TypeId, dim: u32) -> TypeId {
        self.intern(TypeData {
            kind: TypeKind::Array(elem, None),
            quals: Quals::NONE,
            align: None,
            may_alias: false,
            vm_dim: Some(dim),
            field_width: None,
        })
    }

    /// The integer type `kind` of `width` bits, as gcc types a bit-field
    /// wider than `int` (`TypeData::field_width`).
    pub fn field_type(&mut self, kind: IntKind, width: u8) -> TypeId {
        self.intern(TypeData {
            kind: TypeKind::Int(kind),
            quals: Quals::NONE,
            align: None,
            may_alias: false,
            vm_dim: None,
            field_width: Some(width),
        })
    }

    /// The width of a bit-field type (`field_type`).
    pub fn field_width(&self, id: TypeId) -> Option<u8> {
        self.get(id).field_width
    }

    /// The hidden length variable of a variable-length array type.
    pub fn vm_dim(&self, id: TypeId) -> Option<u32> {
        self.get(id).vm_dim
    }

    /// Whether `id` is a variably modified type (C99 6.7.5p3): a
    /// variable-length array, or an array of or pointer to one.
    pub fn is_variably_modified(&self, id: TypeId) -> bool {
        if self.vm_dim(id).is_some() {
            return true;
        }
        match self.kind(id) {
            TypeKind::Pointer(t) | TypeKind::Array(t, _) => self.is_variably_modified(*t),
            TypeKind::Function(sig) => {
                self.is_variably_modified(sig.ret)
                    || sig.params.iter().any(|p| self.is_variably_modified(*p))
            }
            _ => false,
        }
    }

    pub fn get(&self, id: TypeId) -> &TypeData {
        &self.types[id.0 as usize]
    }

    pub fn kind(&self, id: TypeId) -> &TypeKind {
        &self.types[id.0 as usize].kind
    }

    pub fn quals(&self, id: TypeId) -> Quals {
        match &self.types[id.0 as usize].kind {
            TypeKind::Array(elem, _) => self.quals(*elem),
            _ => self.types[id.0 as usize].quals,
        }
    }

    pub fn with_quals(&mut self, id: TypeId, quals: Quals) -> TypeId {
        // A qualified array type is an array of qualified elements (C99
        // 6.7.3p8): keep the qualifiers on the element type.
        if let TypeKind::Array(elem, len) = self.kind(id).clone() {
            if quals == Quals::NONE {
                return id;
            }
            let elem = self.add_quals(elem, quals);
            return match self.vm_dim(id) {
                Some(dim) => self.var_array(elem, dim),
                None => self.array_of(elem, len),
            };
        }
        let data = self.get(id);
        if data.quals == quals {
            return id;
        }
        let data = TypeData {
            kind: data.kind.clone(),
            quals,
            align: data.align,
            may_alias: data.may_alias,
            vm_dim: data.vm_dim,
            field_width: data.field_width,
        };
        self.intern(data)
    }

    pub fn add_quals(&mut self, id: TypeId, quals: Quals) -> TypeId {
        let merged = self.quals(id).union(quals);
        self.with_quals(id, merged)
    }

    pub fn unqualified(&mut self, id: TypeId) -> TypeId {
        self.with_quals(id, Quals::NONE)
    }

    /// `id` without qualifiers, an array's elements included: the type of
    /// a writable object holding a value of type `id`.
    pub fn writable(&mut self, id: TypeId) -> TypeId {
        match self.kind(id).clone() {
            TypeKind::Array(elem, len) => {
                let writable = self.writable(elem);
                match self.vm_dim(id) {
                    Some(dim) => self.var_array(writable, dim),
                    None => self.array_of(writable, len),
                }
            }
            _ => self.unqualified(id),
        }
    }

    /// How many types are interned (ids are `0..len`).
    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    pub fn add_struct(&mut self, def: StructDef) -> StructId {
        self.structs.push(def);
        StructId(self.structs.len() as u32 - 1)
    }

    pub fn struct_def(&self, id: StructId) -> &StructDef {
        &self.structs[id.0 as usize]
    }

    pub fn as_int(&self, id: TypeId) -> Option<IntKind> {
        match self.kind(id) {
            TypeKind::Int(k) => Some(*k),
            _ => None,
        }
    }

    pub fn is_integer(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Int(_))
    }

    pub fn is_floating(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Float(_))
    }

    /// Integer and real floating types: the arithmetic types cmix computes
    /// with (complex types are `is_complex`).
    pub fn is_arithmetic(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Int(_) | TypeKind::Float(_))
    }

    pub fn is_complex(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Complex(_))
    }

    pub fn is_vector(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Vector(..))
    }

    /// The element type of a vector type.
    pub fn vector_element(&self, id: TypeId) -> Option<TypeId> {
        match self.kind(id) {
            TypeKind::Vector(e, _) => Some(*e),
            _ => None,
        }
    }

    /// The element type of a complex type.
    pub fn complex_element(&self, id: TypeId) -> Option<TypeId> {
        match self.kind(id) {
            TypeKind::Complex(e) => Some(*e),
            _ => None,
        }
    }

    /// Types whose values cmix never holds during specialization (the
    /// binding-time analysis makes them dynamic): `__int128`, `long
    /// double` (whose 80-bit arithmetic the static evaluator does not
    /// have), complex and vector values are computed by the residual
    /// program only.
    pub fn is_runtime_only(&self, id: TypeId) -> bool {
        match self.kind(id) {
            TypeKind::Int(k) => k.is_wide(),
            TypeKind::Float(k) => *k == FloatKind::LongDouble,
            TypeKind::Complex(_) | TypeKind::Vector(..) => true,
            _ => false,
        }
    }

    /// Whether an object of type `ty` holds a run-time-only value (in an
    /// element, a member or a union's member).
    pub fn holds_runtime_only(&self, ty: TypeId) -> bool {
        self.holds_runtime_only_within(ty, 0)
    }

    fn holds_runtime_only_within(&self, ty: TypeId, depth: usize) -> bool {
        // Members nest only as deep as the program's struct definitions.
        if depth > self.structs.len() + 1 {
            return false;
        }
        match self.kind(ty) {
            TypeKind::Array(elem, _) => self.holds_runtime_only_within(*elem, depth + 1),
            TypeKind::Struct(s) => self.struct_def(*s).body.as_ref().is_some_and(|b| {
                b.fields
                    .iter()
                    .any(|f| self.holds_runtime_only_within(f.ty, depth + 1))
            }),
            _ => self.is_runtime_only(ty),
        }
    }

    pub fn is_pointer(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Pointer(_))
    }

    pub fn is_scalar(&self, id: TypeId) -> bool {
        matches!(
            self.kind(id),
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_) | TypeKind::Complex(_)
        )
    }

    pub fn is_void(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Void)
    }

    pub fn pointee(&self, id: TypeId) -> Option<TypeId> {
        match self.kind(id) {
            TypeKind::Pointer(t) => Some(*t),
            _ => None,
        }
    }

    /// Size in bytes; `None` for incomplete types, void and functions.
    pub fn size_of(&self, id: TypeId) -> Option<u64> {
        match self.kind(id) {
            TypeKind::Void | TypeKind::Function(_) => None,
            TypeKind::Int(k) => Some(k.size()),
            TypeKind::Float(k) => Some(k.size()),
            TypeKind::Pointer(_) => Some(8),
            TypeKind::VaList => Some(24),
            TypeKind::Complex(elem) => self.size_of(*elem).map(|s| 2 * s),
            TypeKind::Vector(elem, count) => self.size_of(*elem)?.checked_mul(*count),
            TypeKind::Array(elem, len) => {
                let len = (*len)?;
                self.size_of(*elem)?.checked_mul(len)
            }
            TypeKind::Struct(s) => self.struct_def(*s).body.as_ref().map(|b| b.size),
        }
    }

    pub fn align_of(&self, id: TypeId) -> Option<u64> {
        if let Some(a) = self.get(id).align {
            return Some(a);
        }
        match self.kind(id) {
            TypeKind::Void | TypeKind::Function(_) => None,
            TypeKind::Int(k) => Some(k.size()),
            TypeKind::Float(k) => Some(k.size()),
            TypeKind::Pointer(_) | TypeKind::VaList => Some(8),
            TypeKind::Array(elem, _) | TypeKind::Complex(elem) => self.align_of(*elem),
            // gcc's generic vectors without AVX: their size, at most 16.
            TypeKind::Vector(..) => self.size_of(id).map(|s| s.min(16)),
            TypeKind::Struct(s) => self.struct_def(*s).body.as_ref().map(|b| b.align),
        }
    }

    pub fn is_complete(&self, id: TypeId) -> bool {
        self.size_of(id).is_some()
    }

    /// Two types are compatible in the sense of C99 6.2.7, ignoring top-level
    /// qualifiers of function parameters (good enough for our checks of
    /// redeclarations and pointer assignments).
    pub fn compatible(&self, a: TypeId, b: TypeId) -> bool {
        if a == b {
            return true;
        }
        let (da, db) = (self.get(a), self.get(b));
        if da.quals != db.quals {
            return false;
        }
        self.compatible_unqualified(a, b)
    }

    pub fn compatible_unqualified(&self, a: TypeId, b: TypeId) -> bool {
        match (self.kind(a), self.kind(b)) {
            (TypeKind::Pointer(x), TypeKind::Pointer(y)) => self.compatible(*x, *y),
            (TypeKind::Array(x, n), TypeKind::Array(y, m)) => {
                self.compatible(*x, *y) && (n.is_none() || m.is_none() || n == m)
            }
            (TypeKind::Function(f), TypeKind::Function(g)) => {
                if !self.compatible(f.ret, g.ret) {
                    return false;
                }
                if !f.prototyped || !g.prototyped {
                    return true;
                }
                f.variadic == g.variadic
                    && f.params.len() == g.params.len()
                    && f.params
                        .iter()
                        .zip(&g.params)
                        .all(|(p, q)| self.compatible_unqualified(*p, *q))
            }
            (x, y) => x == y,
        }
    }

    /// Whether `id` is a union type.
    pub fn is_union(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Struct(s) if self.struct_def(*s).is_union)
    }

    pub fn type_name(&self, id: TypeId) -> String {
        crate::core::print::type_to_c(self, id, "")
    }
}

impl TypeTable {
    /// Equal types once top-level qualifiers are ignored.
    pub fn unqualified_eq(&self, a: TypeId, b: TypeId) -> bool {
        a == b || self.get(a).kind == self.get(b).kind
    }
}
